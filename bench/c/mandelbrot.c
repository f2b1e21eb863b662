/* mandelbrot.c: C reference for bench/programs/mandelbrot.py. */
#include <stdio.h>
#include <stdlib.h>

#define SIZE 600
#define ITER 50

int main(int argc, char **argv) {
    int size = argc > 1 ? atoi(argv[1]) : SIZE;
    long count = 0, checksum = 0;
    for (int y = 0; y < size; y++) {
        double ci = 2.0 * y / size - 1.0;
        for (int x = 0; x < size; x++) {
            double cr = 2.0 * x / size - 1.5;
            double zr = 0.0, zi = 0.0, tr = 0.0, ti = 0.0;
            int i = 0;
            while (i < ITER && tr + ti <= 4.0) {
                zi = 2.0 * zr * zi + ci;
                zr = tr - ti + cr;
                tr = zr * zr;
                ti = zi * zi;
                i++;
            }
            if (tr + ti <= 4.0) {
                count++;
                checksum = (checksum * 31 + (long)x * size + y) % 1000000007;
            }
        }
    }
    printf("%ld\n%ld\n", count, checksum);
    return 0;
}
