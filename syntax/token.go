// Tokens: the lexical classes the scanner hands to the parser.
package syntax

// Token is the kind of a lexical token.
type Token int

const (
	ILLEGAL Token = iota // a scanner error; the token carries its message
	EOF                  // CPython's ENDMARKER
	NEWLINE
	INDENT
	DEDENT
	NAME
	NUMBER
	STRING

	operatorBeg
	LPAR         // (
	RPAR         // )
	LSQB         // [
	RSQB         // ]
	LBRACE       // {
	RBRACE       // }
	COLON        // :
	COMMA        // ,
	SEMI         // ;
	PLUS         // +
	MINUS        // -
	STAR         // *
	SLASH        // /
	VBAR         // |
	AMPER        // &
	LESS         // <
	GREATER      // >
	EQUAL        // =
	DOT          // .
	PERCENT      // %
	EQEQUAL      // ==
	NOTEQUAL     // !=
	LESSEQUAL    // <=
	GREATEREQUAL // >=
	TILDE        // ~
	CIRCUMFLEX   // ^
	LEFTSHIFT    // <<
	RIGHTSHIFT   // >>
	DOUBLESTAR   // **
	PLUSEQUAL    // +=
	MINEQUAL     // -=
	STAREQUAL    // *=
	SLASHEQUAL   // /=
	PERCENTEQUAL // %=
	AMPEREQUAL   // &=
	VBAREQUAL    // |=
	CIRCUMFLEXEQUAL
	LEFTSHIFTEQUAL
	RIGHTSHIFTEQUAL
	DOUBLESTAREQUAL
	DOUBLESLASH      // //
	DOUBLESLASHEQUAL // //=
	AT               // @
	ATEQUAL          // @=
	RARROW           // ->
	ELLIPSIS         // ...
	COLONEQUAL       // :=
	EXCLAMATION      // ! (only meaningful inside f-strings)
	operatorEnd

	keywordBeg
	FALSE
	NONE
	TRUE
	AND
	AS
	ASSERT
	ASYNC
	AWAIT
	BREAK
	CLASS
	CONTINUE
	DEF
	DEL
	ELIF
	ELSE
	EXCEPT
	FINALLY
	FOR
	FROM
	GLOBAL
	IF
	IMPORT
	IN
	IS
	LAMBDA
	NONLOCAL
	NOT
	OR
	PASS
	RAISE
	RETURN
	TRY
	WHILE
	WITH
	YIELD
	keywordEnd
)

var tokenStrings = [...]string{
	ILLEGAL: "ILLEGAL", EOF: "EOF", NEWLINE: "NEWLINE", INDENT: "INDENT", DEDENT: "DEDENT",
	NAME: "NAME", NUMBER: "NUMBER", STRING: "STRING",
	LPAR: "(", RPAR: ")", LSQB: "[", RSQB: "]", LBRACE: "{", RBRACE: "}", COLON: ":",
	COMMA: ",", SEMI: ";", PLUS: "+", MINUS: "-", STAR: "*", SLASH: "/", VBAR: "|",
	AMPER: "&", LESS: "<", GREATER: ">", EQUAL: "=", DOT: ".", PERCENT: "%", EQEQUAL: "==",
	NOTEQUAL: "!=", LESSEQUAL: "<=", GREATEREQUAL: ">=", TILDE: "~", CIRCUMFLEX: "^",
	LEFTSHIFT: "<<", RIGHTSHIFT: ">>", DOUBLESTAR: "**", PLUSEQUAL: "+=", MINEQUAL: "-=",
	STAREQUAL: "*=", SLASHEQUAL: "/=", PERCENTEQUAL: "%=", AMPEREQUAL: "&=", VBAREQUAL: "|=",
	CIRCUMFLEXEQUAL: "^=", LEFTSHIFTEQUAL: "<<=", RIGHTSHIFTEQUAL: ">>=", DOUBLESTAREQUAL: "**=",
	DOUBLESLASH: "//", DOUBLESLASHEQUAL: "//=", AT: "@", ATEQUAL: "@=", RARROW: "->",
	ELLIPSIS: "...", COLONEQUAL: ":=", EXCLAMATION: "!",
	FALSE: "False", NONE: "None", TRUE: "True", AND: "and", AS: "as", ASSERT: "assert",
	ASYNC: "async", AWAIT: "await", BREAK: "break", CLASS: "class", CONTINUE: "continue",
	DEF: "def", DEL: "del", ELIF: "elif", ELSE: "else", EXCEPT: "except", FINALLY: "finally",
	FOR: "for", FROM: "from", GLOBAL: "global", IF: "if", IMPORT: "import", IN: "in", IS: "is",
	LAMBDA: "lambda", NONLOCAL: "nonlocal", NOT: "not", OR: "or", PASS: "pass", RAISE: "raise",
	RETURN: "return", TRY: "try", WHILE: "while", WITH: "with", YIELD: "yield",
}

// String returns the token's spelling (operators and keywords) or its class name.
func (t Token) String() string {
	if t >= 0 && int(t) < len(tokenStrings) && tokenStrings[t] != "" {
		return tokenStrings[t]
	}
	return "?"
}

// IsKeyword reports whether t is a hard keyword.
func (t Token) IsKeyword() bool { return keywordBeg < t && t < keywordEnd }

var keywords map[string]Token

func init() {
	keywords = make(map[string]Token, keywordEnd-keywordBeg)
	for t := keywordBeg + 1; t < keywordEnd; t++ {
		keywords[tokenStrings[t]] = t
	}
}

// Lookup maps an identifier to its keyword token, or NAME.
func Lookup(ident string) Token {
	if t, ok := keywords[ident]; ok {
		return t
	}
	return NAME
}
