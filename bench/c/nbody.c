/* nbody.c: C reference for bench/programs/nbody.py. Same operations in the same order, and
   pow() where the Python program writes **, so the doubles are bit-identical to CPython's. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define STEPS 250000
#define NBODIES 5

static const double PI = 3.14159265358979323;
static const double DAYS_PER_YEAR = 365.24;

typedef struct {
    double x, y, z, vx, vy, vz, mass;
} Body;

static Body make(double solar_mass, double x, double y, double z, double vx, double vy, double vz, double mass) {
    Body b = {x, y, z, vx * DAYS_PER_YEAR, vy * DAYS_PER_YEAR, vz * DAYS_PER_YEAR, mass * solar_mass};
    return b;
}

static double energy(Body *bodies) {
    double e = 0.0;
    for (int i = 0; i < NBODIES; i++) {
        Body *b = &bodies[i];
        e += 0.5 * b->mass * (b->vx * b->vx + b->vy * b->vy + b->vz * b->vz);
        for (int j = i + 1; j < NBODIES; j++) {
            Body *b2 = &bodies[j];
            double dx = b->x - b2->x, dy = b->y - b2->y, dz = b->z - b2->z;
            e -= (b->mass * b2->mass) / pow(dx * dx + dy * dy + dz * dz, 0.5);
        }
    }
    return e;
}

static void advance(Body *bodies, double dt, int steps) {
    for (int s = 0; s < steps; s++) {
        for (int i = 0; i < NBODIES; i++) {
            Body *b = &bodies[i];
            for (int j = i + 1; j < NBODIES; j++) {
                Body *b2 = &bodies[j];
                double dx = b->x - b2->x, dy = b->y - b2->y, dz = b->z - b2->z;
                double mag = dt * pow(dx * dx + dy * dy + dz * dz, -1.5);
                double bm = b->mass * mag, b2m = b2->mass * mag;
                b->vx -= dx * b2m;
                b->vy -= dy * b2m;
                b->vz -= dz * b2m;
                b2->vx += dx * bm;
                b2->vy += dy * bm;
                b2->vz += dz * bm;
            }
        }
        for (int i = 0; i < NBODIES; i++) {
            Body *b = &bodies[i];
            b->x += dt * b->vx;
            b->y += dt * b->vy;
            b->z += dt * b->vz;
        }
    }
}

int main(int argc, char **argv) {
    int steps = argc > 1 ? atoi(argv[1]) : STEPS;
    double solar_mass = 4.0 * PI * PI;
    Body bodies[NBODIES] = {
        make(solar_mass, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0),
        make(solar_mass, 4.84143144246472090e00, -1.16032004402742839e00, -1.03622044471123109e-01,
             1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05, 9.54791938424326609e-04),
        make(solar_mass, 8.34336671824457987e00, 4.12479856412430479e00, -4.03523417114321381e-01,
             -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05, 2.85885980666130812e-04),
        make(solar_mass, 1.28943695621391310e01, -1.51111514016986312e01, -2.23307578892655734e-01,
             2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05, 4.36624404335156298e-05),
        make(solar_mass, 1.53796971148509165e01, -2.59193146099879641e01, 1.79258772950371181e-01,
             2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05, 5.15138902046611451e-05),
    };
    double px = 0.0, py = 0.0, pz = 0.0;
    for (int i = 0; i < NBODIES; i++) {
        px += bodies[i].vx * bodies[i].mass;
        py += bodies[i].vy * bodies[i].mass;
        pz += bodies[i].vz * bodies[i].mass;
    }
    bodies[0].vx = -px / solar_mass;
    bodies[0].vy = -py / solar_mass;
    bodies[0].vz = -pz / solar_mass;
    printf("%lld\n", (long long)(energy(bodies) * 1e9));
    advance(bodies, 0.01, steps);
    printf("%lld\n", (long long)(energy(bodies) * 1e9));
    return 0;
}
