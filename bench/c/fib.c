/* fib.c: C reference for bench/programs/fib.py. */
#include <stdio.h>
#include <stdlib.h>

#define N 35

static long fib(long n) {
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : N;
    printf("%ld\n", fib(n));
    return 0;
}
