package stdlib

import (
	"regexp"
	"strings"
	"testing"
)

// TestRaiseKinds checks that every exception kind the stdlib raises through _raise(kind, msg)
// is one exceptions.py's _exception makes: an unknown kind would silently become Exception.
func TestRaiseKinds(t *testing.T) {
	raised := regexp.MustCompile(`_raise\("([A-Za-z]+)"`)
	handled := regexp.MustCompile(`if kind == "([A-Za-z]+)":`)
	var exceptions string
	kinds := map[string]string{} // kind -> a file raising it
	for _, f := range Files() {
		src := string(f.Src)
		if strings.HasSuffix(f.Name, "/exceptions.py") {
			exceptions = src
		}
		for _, m := range raised.FindAllStringSubmatch(src, -1) {
			kinds[m[1]] = f.Name
		}
	}
	if exceptions == "" {
		t.Fatal("no stdlib/exceptions.py")
	}
	known := map[string]bool{}
	for _, m := range handled.FindAllStringSubmatch(exceptions, -1) {
		known[m[1]] = true
	}
	if len(kinds) == 0 {
		t.Fatal("found no _raise calls")
	}
	for kind, file := range kinds {
		if !known[kind] {
			t.Errorf("%s raises %s, which _exception in exceptions.py does not make", file, kind)
		}
	}
}
