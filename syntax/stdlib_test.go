// Conformance with CPython over its whole standard library: every .py file's Dump must equal
// python3's ast.dump(ast.parse(src), include_attributes=True) byte for byte.
package syntax

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
)

// stdlibExceptions lists files (relative to the stdlib directory) that CPython parses but
// Kiln does not reproduce, with the reason. Keep it short and explained.
var stdlibExceptions = map[string]string{
	"test/encoded_modules/module_koi8_r.py": "KOI8-R source encoding: Kiln decodes only UTF-8 and Latin-1",
	"test/test_source_encoding.py":          "KOI8-R source encoding: Kiln decodes only UTF-8 and Latin-1",
}

// stdlibHashScript reads file names, one per line, and prints one JSON object per file:
// the SHA-256 and length of its dump, or the SyntaxError CPython raises. Hashes keep the
// 250 MB of dump text out of the pipe; a mismatch asks for the full dump (full=1).
const stdlibHashScript = `
import ast, hashlib, json, sys, warnings
warnings.simplefilter("ignore")
full = sys.argv[1] == "1"
for name in sys.stdin.read().split("\n"):
    if not name:
        continue
    try:
        with open(name, "rb") as f:
            src = f.read()
        d = ast.dump(ast.parse(src), include_attributes=True).encode("utf-8", "surrogatepass")
        r = {"hash": hashlib.sha256(d).hexdigest()}
        if full:
            r["dump"] = d.decode("utf-8", "surrogateescape")
    except (SyntaxError, ValueError, UnicodeDecodeError) as e:
        r = {"err": True, "msg": type(e).__name__ + ": " + str(e)}
    print(json.dumps(r))
`

type stdlibResult struct {
	Hash string `json:"hash"`
	Dump string `json:"dump"`
	Err  bool   `json:"err"`
	Msg  string `json:"msg"`
}

// pythonStdlib runs python3 over files and returns one result per file.
func pythonStdlib(py string, files []string, full bool) ([]stdlibResult, error) {
	arg := "0"
	if full {
		arg = "1"
	}
	cmd := exec.Command(py, "-c", stdlibHashScript, arg)
	cmd.Stdin = strings.NewReader(strings.Join(files, "\n") + "\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, &pyError{err, stderr.String()}
	}
	var res []stdlibResult
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<30)
	for sc.Scan() {
		var r stdlibResult
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, err
		}
		res = append(res, r)
	}
	return res, sc.Err()
}

type pyError struct {
	err    error
	stderr string
}

func (e *pyError) Error() string { return e.err.Error() + ": " + e.stderr }

// stdlibDir asks python3 where its standard library lives.
func stdlibDir(py string) (string, error) {
	out, err := exec.Command(py, "-c", `import sysconfig; print(sysconfig.get_paths()["stdlib"])`).Output()
	return strings.TrimSpace(string(out)), err
}

func TestStdlibConformance(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not installed")
	}
	dir, err := stdlibDir(py)
	if err != nil || dir == "" {
		t.Skipf("cannot locate the stdlib: %v", err)
	}
	var files []string
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && d.Name() == "site-packages" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".py") && d.Type().IsRegular() {
			files = append(files, path)
		}
		return nil
	})
	sort.Strings(files)
	if len(files) == 0 {
		t.Skipf("no .py files under %s", dir)
	}

	// python3 (the slow side: ast.dump is pure Python) runs in one process per CPU, and
	// Kiln's side runs meanwhile.
	workers := runtime.GOMAXPROCS(0)
	if workers > 8 {
		workers = 8
	}
	want := make([]stdlibResult, len(files))
	errs := make([]error, workers)
	var wg sync.WaitGroup
	chunk := (len(files) + workers - 1) / workers
	for w := 0; w < workers; w++ {
		lo, hi := w*chunk, min((w+1)*chunk, len(files))
		if lo >= hi {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := pythonStdlib(py, files[lo:hi], false)
			if err == nil && len(res) != hi-lo {
				err = &pyError{os.ErrInvalid, "python3 returned too few results"}
			}
			if err != nil {
				errs[w] = err
				return
			}
			copy(want[lo:hi], res)
		}()
	}
	type kilnResult struct {
		hash string
		err  string
	}
	got := make([]kilnResult, len(files))
	for i, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		fset := NewFileSet()
		m, perrs := ParseFile(fset, f, src)
		if len(perrs) > 0 {
			got[i].err = perrs[0].Format(fset)
			continue
		}
		h := sha256.Sum256([]byte(Dump(m)))
		got[i].hash = hex.EncodeToString(h[:])
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatalf("python3: %v", err)
		}
	}

	agree, rejected, excepted := 0, 0, 0
	var mismatched []int
	for i, f := range files {
		rel, _ := filepath.Rel(dir, f)
		switch {
		case want[i].Err:
			rejected++
			t.Logf("skipped (python3 rejects it): %s: %s", rel, want[i].Msg)
		case stdlibExceptions[rel] != "":
			excepted++
			t.Logf("excepted: %s: %s", rel, stdlibExceptions[rel])
		case got[i].err != "":
			t.Errorf("%s: Kiln rejects it:\n%s", rel, got[i].err)
		case got[i].hash != want[i].Hash:
			mismatched = append(mismatched, i)
		default:
			agree++
		}
	}
	// Show the first difference of a few mismatches.
	if len(mismatched) > 0 {
		show := mismatched[:min(len(mismatched), 10)]
		var names []string
		for _, i := range show {
			names = append(names, files[i])
		}
		full, err := pythonStdlib(py, names, true)
		if err != nil {
			t.Fatalf("python3: %v", err)
		}
		for k, i := range show {
			src, _ := os.ReadFile(files[i])
			fset := NewFileSet()
			m, _ := ParseFile(fset, files[i], src)
			rel, _ := filepath.Rel(dir, files[i])
			t.Errorf("%s: dump differs: %s", rel, firstDiff(Dump(m), full[k].Dump))
		}
		if len(mismatched) > len(show) {
			t.Errorf("... and %d more files differ", len(mismatched)-len(show))
		}
	}
	t.Logf("stdlib %s: %d files, %d agree, %d differ, %d skipped (python3 rejects them), %d excepted",
		dir, len(files), agree, len(mismatched), rejected, excepted)
}
