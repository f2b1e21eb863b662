/* driver.c: test driver for the Kiln runtime, used by runtime_test.go. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kiln.h"

static void put(const char *s) { kiln_write(s, (int64_t)strlen(s)); }

static int recurse(int n) {
    volatile char pad[256];
    pad[0] = (char)n;
    int r = recurse(n + 1);
    return r + pad[0];
}

int main(int argc, char **argv) {
    kiln_init(argc, argv);
    if (argc < 2)
        return kiln_finish(2);
    const char *mode = argv[1];
    if (strcmp(mode, "float") == 0) {
        /* one C99 hex float per line on stdin -> repr per line */
        char line[128];
        while (fgets(line, sizeof line, stdin) != NULL) {
            line[strcspn(line, "\n")] = '\0';
            if (line[0] == '\0')
                continue;
            double v = strtod(line, NULL);
            put(kiln_float_repr(v));
            put("\n");
        }
    } else if (strcmp(mode, "int") == 0) {
        char line[128];
        while (fgets(line, sizeof line, stdin) != NULL) {
            line[strcspn(line, "\n")] = '\0';
            if (line[0] == '\0')
                continue;
            put(kiln_int_str(strtoll(line, NULL, 10)));
            put("\n");
        }
    } else if (strcmp(mode, "output") == 0) {
        /* enough lines to overflow the buffer several times, then an error */
        for (int i = 0; i < 50000; i++) {
            put("line ");
            put(kiln_int_str(i));
            put("\n");
        }
        char *big = kiln_alloc_atomic(200000);
        memset(big, 'x', 200000);
        kiln_write(big, 200000);
        put("\nend\n");
        kiln_raise("ValueError", "boom");
    } else if (strcmp(mode, "raise-nomsg") == 0) {
        put("before\n");
        kiln_raise("MemoryError", NULL);
    } else if (strcmp(mode, "args") == 0) {
        for (int i = 0; i < kiln_argc(); i++) {
            put(kiln_argv()[i]);
            put("\n");
        }
    } else if (strcmp(mode, "alloc") == 0) {
        /* allocate far more than fits in memory at once; the GC must reclaim */
        long total = 0;
        for (int i = 0; i < 200000; i++) {
            long *p = kiln_alloc(8 * 1024);
            p[0] = i;
            total += p[0];
        }
        put(kiln_int_str(total));
        put("\n");
    } else if (strcmp(mode, "huge") == 0) {
        /* a heap past 16 MiB of large pointer-free arrays, all written: "huge" when some of
         * it is in transparent huge pages (the runtime advises such a heap) */
        static long *keep[8];
        for (int i = 0; i < 8; i++) {
            keep[i] = kiln_alloc_atomic(8 << 20);
            memset(keep[i], i, 8 << 20);
        }
        FILE *f = fopen("/proc/self/smaps_rollup", "r");
        char line[256];
        long kb = 0;
        while (f != NULL && fgets(line, sizeof line, f) != NULL)
            if (strncmp(line, "AnonHugePages:", 14) == 0)
                kb = strtol(line + 14, NULL, 10);
        if (f != NULL)
            fclose(f);
        put(kb > 0 ? "huge\n" : "small\n");
    } else if (strcmp(mode, "recurse") == 0) {
        put("before recursion\n");
        return kiln_finish(recurse(0));
    } else if (strcmp(mode, "segv") == 0) {
        put("before segv\n");
        volatile int *bad = (int *)16;
        *bad = 1;
    }
    return kiln_finish(0);
}
