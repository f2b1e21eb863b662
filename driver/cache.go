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

// RuntimeObject returns the paths of the compiled runtime: the object of kiln.c and the
// archive holding the object of kiln_math.c (the functions that call libm, which the linker
// takes from the archive only for a program that calls one of them), compiling them on first
// use. The files are written under temporary names and renamed, the object last, so
// concurrent builds never see half a file or an object without its archive.
func (tc *Toolchain) RuntimeObject() (obj, mathLib string, err error) {
	dir := filepath.Join(CacheDir(), "runtime", fmt.Sprintf("%s-%s-%s", Version, runtime.Hash(), tc.ID))
	obj = filepath.Join(dir, "kiln.o")
	mathLib = filepath.Join(dir, "libkiln_math.a")
	if _, err := os.Stat(obj); err == nil {
		return obj, mathLib, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", "", err
	}
	tmp, err := os.MkdirTemp(dir, "build-")
	if err != nil {
		return "", "", err
	}
	defer os.RemoveAll(tmp)
	for name, data := range map[string][]byte{"kiln.c": runtime.Source, "kiln_math.c": runtime.MathSource,
		"kiln.h": runtime.Header, "unicode_db.h": runtime.UnicodeDB} {
		if err := os.WriteFile(filepath.Join(tmp, name), data, 0o644); err != nil {
			return "", "", err
		}
	}
	out := filepath.Join(tmp, "kiln.o")
	mathObj := filepath.Join(tmp, "kiln_math.o")
	lib := filepath.Join(tmp, "libkiln_math.a")
	for _, c := range [][]string{
		{tc.Clang, "-O2", "-fPIC", "-c", filepath.Join(tmp, "kiln.c"), "-o", out},
		{tc.Clang, "-O2", "-fPIC", "-c", filepath.Join(tmp, "kiln_math.c"), "-o", mathObj},
		{"ar", "rcs", lib, mathObj},
	} {
		if msg, err := exec.Command(c[0], c[1:]...).CombinedOutput(); err != nil {
			return "", "", fmt.Errorf("kiln: compiling the runtime failed: %v\n%s", err, msg)
		}
	}
	if err := os.Rename(lib, mathLib); err != nil {
		return "", "", err
	}
	if err := os.Rename(out, obj); err != nil {
		return "", "", err
	}
	return obj, mathLib, nil
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
