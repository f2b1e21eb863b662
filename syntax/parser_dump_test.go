// Test helpers: a bridge to python3 as ground truth for the parser tests.
package syntax

import (
	"encoding/json"
	"os/exec"
	"strings"
)

// pyResult is what python3 reports for one source: a dump or a syntax error.
type pyResult struct {
	Dump   string `json:"dump"`
	Err    bool   `json:"err"`
	Line   int    `json:"line"`
	Offset int    `json:"offset"`
	Msg    string `json:"msg"`
}

const pyScript = `
import ast, json, sys, warnings
warnings.simplefilter("ignore")
out = []
for src in json.load(sys.stdin):
    try:
        out.append({"dump": ast.dump(ast.parse(src.encode("utf-8", "surrogateescape")), include_attributes=True)})
    except SyntaxError as e:
        out.append({"err": True, "line": e.lineno or 0, "offset": e.offset or 0, "msg": e.msg})
    except Exception as e:
        out.append({"err": True, "msg": str(e)})
json.dump(out, sys.stdout)
`

// python runs python3 over the sources; ok is false when python3 is not installed.
func python(srcs []string) (res []pyResult, ok bool, err error) {
	py, lookErr := exec.LookPath("python3")
	if lookErr != nil {
		return nil, false, nil
	}
	in, err := json.Marshal(srcs)
	if err != nil {
		return nil, true, err
	}
	cmd := exec.Command(py, "-c", pyScript)
	cmd.Stdin = strings.NewReader(string(in))
	out, err := cmd.Output()
	if err != nil {
		return nil, true, err
	}
	err = json.Unmarshal(out, &res)
	return res, true, err
}
