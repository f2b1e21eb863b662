/* kiln_math.c: the runtime's functions that call libm. The driver links it from an archive, so
 * that a program takes it, and with it libm (linked --as-needed), only where it calls one of
 * them: a program that does not is spared loading and relocating libm at start-up (0.1 ms and
 * 8 page faults of an empty program's 1 ms and 126). */

// The constraint below keeps the go tool from treating this file as cgo source.

//go:build ignore

#include <math.h>

double kiln_pow(double x, double y);

/* kiln_pow is libm's pow without glibc's SVID wrapper (pow@@GLIBC_2.29 calls the ifunc-selected
   __ieee754_pow and then sets errno from the result): float.__pow__ checks the result itself and
   never reads errno. __pow_finite is the same ifunc (the same code, so the same bits), kept by
   glibc as a compatibility symbol; the wrapper was 10% of nbody's time. Elsewhere: pow. */
#if defined(__x86_64__) && defined(__GLIBC__)
extern double kiln_pow_finite(double, double);
__asm__(".symver kiln_pow_finite, __pow_finite@GLIBC_2.15");
double kiln_pow(double x, double y) { return kiln_pow_finite(x, y); }
#else
double kiln_pow(double x, double y) { return pow(x, y); }
#endif
