// Package runtime embeds Kiln's C runtime (kiln.c, kiln_math.c, kiln.h, unicode_db.h) so the driver can compile and link it into programs.
package runtime

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
)

// Source is the C source of the runtime (kiln.c).
//
//go:embed kiln.c
var Source []byte

// MathSource is the part of the runtime that calls libm (kiln_math.c), linked from an archive
// so that only the programs that use it load libm.
//
//go:embed kiln_math.c
var MathSource []byte

// Header is the C header of the runtime (kiln.h).
//
//go:embed kiln.h
var Header []byte

// UnicodeDB is the generated Unicode table kiln.c includes (unicode_db.h, from scripts/gen_unicode.py).
//
//go:embed unicode_db.h
var UnicodeDB []byte

// Hash returns a short hex digest of Source and Header, usable as a cache key
// for the compiled runtime object.
func Hash() string {
	h := sha256.New()
	h.Write(Source)
	h.Write([]byte{0})
	h.Write(MathSource)
	h.Write([]byte{0})
	h.Write(Header)
	h.Write([]byte{0})
	h.Write(UnicodeDB)
	return hex.EncodeToString(h.Sum(nil))[:16]
}
