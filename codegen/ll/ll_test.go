package ll

import (
	"strings"
	"testing"
)

func TestDeclareKeepsFirst(t *testing.T) {
	m := NewModule()
	m.Declare("declare void @kiln_write(ptr, i64)")
	m.Declare("declare i32 @kiln_write(ptr)")
	m.Declare(`declare void @"odd name"()`)
	text := m.Text()
	if !strings.Contains(text, "declare void @kiln_write(ptr, i64)") || strings.Contains(text, "declare i32 @kiln_write") {
		t.Errorf("declarations:\n%s", text)
	}
	if got := declSymbol(`declare void @"odd name"()`); got != `@"odd name"` {
		t.Errorf("declSymbol = %q", got)
	}
}

func TestStringsAndNames(t *testing.T) {
	m := NewModule()
	if a, b := m.String("hi\n\"x\""), m.String("hi\n\"x\""); a != b {
		t.Errorf("one string constant twice: %s, %s", a, b)
	}
	if got := m.StringConst("héllo"); got != "{ i64 6, ptr @.str.1 }" {
		t.Errorf("StringConst = %q (length must count UTF-8 bytes)", got)
	}
	if !strings.Contains(m.Text(), `c"hi\0A\22x\22\00"`) {
		t.Errorf("escaped constant missing:\n%s", m.Text())
	}
	if got := Quote('@', `fib[int]`); got != `@"fib[int]"` {
		t.Errorf("Quote = %s", got)
	}
	if got := Float(0.1); got != "0x3FB999999999999A" {
		t.Errorf("Float(0.1) = %s", got)
	}
}

func TestCodeAfterTerminatorGoesToDeadBlock(t *testing.T) {
	m := NewModule()
	f := m.NewFunc("define void @f()")
	b := &Builder{F: f, Cur: f.NewBlock("body")}
	b.Ret("void", "")
	b.Inst("call void @g()")
	text := m.Text()
	if !strings.Contains(text, "dead.") || strings.Count(text, "unreachable") != 1 {
		t.Errorf("want the call in an unreachable dead block:\n%s", text)
	}
}

// TestStringConstASCIIBit checks that a str constant's length word carries the ASCII bit
// (bit 63) exactly when every byte is ASCII, as stdlib/str.py expects.
func TestStringConstASCIIBit(t *testing.T) {
	m := NewModule()
	if got, want := m.StringConst("abc"), "{ i64 -9223372036854775805, ptr @.str.0 }"; got != want {
		t.Errorf("StringConst(abc) = %s, want %s", got, want)
	}
	if got, want := m.StringConst("é"), "{ i64 2, ptr @.str.1 }"; got != want {
		t.Errorf("StringConst(é) = %s, want %s", got, want)
	}
	if got, want := m.StringConst(""), "{ i64 -9223372036854775808, ptr @.str.2 }"; got != want {
		t.Errorf("StringConst() = %s, want %s", got, want)
	}
}
