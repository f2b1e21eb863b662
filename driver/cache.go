// The cache: the compiled runtime per Kiln version and compiler, and `kiln run` executables
// keyed by their sources and flags.
package driver

import (
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"

	"kiln/runtime"
)

// CacheDir returns Kiln's cache directory: $KILN_CACHE, else $XDG_CACHE_HOME/kiln, else
// ~/.cache/kiln, else a directory under the system temp dir.
func CacheDir() string {
	if d := os.Getenv("KILN_CACHE"); d != "" {
		return d
	}
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "kiln")
	}
	return filepath.Join(os.TempDir(), "kiln-cache")
}

// RuntimeObject returns the path of the compiled runtime, compiling it on first use. The file
// is written under a temporary name and renamed, so concurrent builds never see half a file.
func (tc *Toolchain) RuntimeObject() (string, error) {
	dir := filepath.Join(CacheDir(), "runtime", fmt.Sprintf("%s-%s-%s", Version, runtime.Hash(), tc.ID))
	obj := filepath.Join(dir, "kiln.o")
	if _, err := os.Stat(obj); err == nil {
		return obj, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(dir, "build-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	src := filepath.Join(tmp, "kiln.c")
	if err := os.WriteFile(src, runtime.Source, 0o644); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(tmp, "kiln.h"), runtime.Header, 0o644); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(tmp, "unicode_db.h"), runtime.UnicodeDB, 0o644); err != nil {
		return "", err
	}
	out := filepath.Join(tmp, "kiln.o")
	cmd := exec.Command(tc.Clang, "-O2", "-fPIC", "-c", src, "-o", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("kiln: compiling the runtime failed: %v\n%s", err, msg)
	}
	if err := os.Rename(out, obj); err != nil {
		return "", err
	}
	return obj, nil
}

// programKey identifies a compiled program: Kiln's version, stdlib, runtime, toolchain, flags,
// the file's name (it appears in messages) and its source.
func programKey(tc *Toolchain, path string, src []byte, flags string) string {
	h := sha256.New()
	for _, part := range []string{Version, compilerID(), stdlibHash(), runtime.Hash(), tc.ID, flags, path} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	h.Write(src)
	return hex.EncodeToString(h.Sum(nil))[:32]
}

var (
	compilerIDOnce sync.Once
	compilerIDHash string
)

// compilerID identifies the running compiler's build, so that a rebuilt kiln does not reuse
// programs an older build compiled: the Go build ID the linker writes into the executable's
// .note.go.buildid section (it changes with every change to any of the compiler's inputs), read
// without hashing the whole executable on every `kiln run`. Where there is no such note, the
// executable's path, size and modification time stand in for it.
func compilerID() string {
	compilerIDOnce.Do(func() {
		exe, err := os.Executable()
		if err != nil {
			return
		}
		if id := goBuildID(exe); id != "" {
			compilerIDHash = id
			return
		}
		if fi, err := os.Stat(exe); err == nil {
			compilerIDHash = fmt.Sprintf("%s:%d:%d", exe, fi.Size(), fi.ModTime().UnixNano())
		}
	})
	return compilerIDHash
}

// goBuildID returns the contents of the ELF executable's Go build ID note, or "" if it has none.
func goBuildID(exe string) string {
	f, err := elf.Open(exe)
	if err != nil {
		return ""
	}
	defer f.Close()
	sec := f.Section(".note.go.buildid")
	if sec == nil {
		return ""
	}
	data, err := sec.Data()
	if err != nil || len(data) == 0 {
		return ""
	}
	return "go-buildid:" + string(data)
}
