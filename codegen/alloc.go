package codegen

// The runtime's allocation functions, declared to LLVM as what they are, so that after
// inlining LLVM treats a fresh object like one from malloc: its pointer aliases nothing else
// (noalias), loads of fields not yet stored read the allocator's zeroes (allockind), stores
// are forwarded to later loads (GVN), and an object whose only remaining uses are stores is
// not allocated at all (InstCombine removes the call). "memory(inaccessiblemem: readwrite)"
// says a call touches only the runtime's own state (its pools and the collector's), never
// memory the program can name: the collector reads the program's memory while it marks but
// changes none of it, and a collection frees only objects nothing points to. The functions
// do not unwind: out of memory ends the process (runtime/kiln.c, fatal). Removing an
// allocation cannot hurt the collector: an object that is not allocated needs no marking, and
// an object still allocated is found through registers and the stack as before.
//
// kiln_alloc's memory starts zeroed (GC_MALLOC and the pools' objects of the normal kind
// are cleared), and so does kiln_alloc_inst's (class instances, of a kind of their own); kiln_alloc_atomic's does not (pointer-free objects are not cleared), so it is
// declared uninitialized; kiln_alloc_atomic_zeroed clears it. Each returns a 16-byte-aligned
// object (libgc's granule) and never null.
var allocDecls = []string{
	`declare noalias noundef nonnull align 16 ptr @kiln_alloc(i64) ` + allocAttrs("zeroed"),
	`declare noalias noundef nonnull align 16 ptr @kiln_alloc_inst(i64) ` + allocAttrs("zeroed"),
	`declare noalias noundef nonnull align 16 ptr @kiln_alloc_atomic(i64) ` + allocAttrs("uninitialized"),
	`declare noalias noundef nonnull align 16 ptr @kiln_alloc_atomic_zeroed(i64) ` + allocAttrs("zeroed"),
}

func allocAttrs(init string) string {
	return `nounwind willreturn mustprogress allocsize(0) allockind("alloc,` + init +
		`") memory(inaccessiblemem: readwrite) "alloc-family"="kiln"`
}

// declareAllocators declares the allocation functions before anything else does: the
// module keeps a symbol's first declaration, so the plain ones in @llvm bodies and
// `from C import` lines do not replace these.
func (g *gen) declareAllocators() {
	for _, d := range allocDecls {
		g.ll.Declare(d)
	}
}
