// Toolchain discovery: clang-19 (or a clang of version 15 or newer) and Boehm GC.
package driver

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// Toolchain is the C/LLVM toolchain Kiln drives.
type Toolchain struct {
	Clang   string // path of the clang executable
	Version string // its full --version first line
	Major   int
	ID      string // short hash of path and version: part of cache keys
	// GCArchive is the path of libgc.a, linked into executables when it is installed; empty
	// when it is not, and executables load libgc.so.
	GCArchive string
}

const installHint = "install them with scripts/setup.sh, or by hand: apt-get install clang-19 libgc-dev"

var (
	toolchainOnce sync.Once
	toolchain     *Toolchain
	toolchainErr  error
)

// FindToolchain locates clang and checks that Boehm GC is installed. $KILN_CLANG overrides
// the search.
func FindToolchain() (*Toolchain, error) {
	toolchainOnce.Do(func() { toolchain, toolchainErr = findToolchain() })
	return toolchain, toolchainErr
}

var versionRE = regexp.MustCompile(`clang version (\d+)`)

func findToolchain() (*Toolchain, error) {
	var candidates []string
	if c := os.Getenv("KILN_CLANG"); c != "" {
		candidates = []string{c}
	} else {
		candidates = []string{"clang-19", "clang"}
	}
	var found []string
	for _, name := range candidates {
		path, err := exec.LookPath(name)
		if err != nil {
			continue
		}
		out, err := exec.Command(path, "--version").Output()
		if err != nil {
			continue
		}
		first := strings.SplitN(string(out), "\n", 2)[0]
		m := versionRE.FindStringSubmatch(first)
		if m == nil {
			continue
		}
		major, _ := strconv.Atoi(m[1])
		found = append(found, fmt.Sprintf("%s (version %d)", path, major))
		if major < 15 {
			continue
		}
		sum := sha256.Sum256([]byte(path + "\x00" + first))
		tc := &Toolchain{Clang: path, Version: first, Major: major, ID: hex.EncodeToString(sum[:])[:12]}
		if err := tc.checkGC(); err != nil {
			return nil, err
		}
		return tc, nil
	}
	msg := "kiln: no clang of version 15 or newer found (Kiln uses clang-19 and libgc-dev); " + installHint
	if len(found) > 0 {
		msg += "\n  found only: " + strings.Join(found, ", ")
	}
	return nil, fmt.Errorf("%s", msg)
}

// checkGC makes sure the Boehm GC header and library are where clang will look.
func (tc *Toolchain) checkGC() error {
	header := false
	for _, p := range []string{"/usr/include/gc.h", "/usr/local/include/gc.h", "/usr/include/gc/gc.h"} {
		if _, err := os.Stat(p); err == nil {
			header = true
		}
	}
	out, _ := exec.Command(tc.Clang, "-print-file-name=libgc.so").Output()
	lib := strings.TrimSpace(string(out))
	if !header || !strings.Contains(lib, "/") {
		return fmt.Errorf("kiln: Boehm GC (libgc-dev) not found; %s", installHint)
	}
	out, _ = exec.Command(tc.Clang, "-print-file-name=libgc.a").Output()
	if a := strings.TrimSpace(string(out)); strings.HasPrefix(a, "/") {
		if _, err := os.Stat(a); err == nil {
			tc.GCArchive = a
		}
	}
	return nil
}
