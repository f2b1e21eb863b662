# raytrace.py: a small ray tracer (after pyperformance's raytrace.py): spheres and a plane, a point
# light with shadows, diffuse and specular shading and reflections, rendered into a WIDTH x HEIGHT
# image. Float math through a Vector class with operator methods, objects called through a base
# class. Prints a checksum of the 8-bit colour values, the number of lit pixels and the colour of
# the centre pixel as 8-bit values. (The raw floats of the centre pixel would be a stricter check,
# but `x ** 0.5` in a Kiln -release build is LLVM's sqrt(x), which differs from CPython's
# pow(x, 0.5) in the last bit for some x, e.g. 0.9999999999999999; see bench/README.md.)

import sys
from typing import List, Optional

WIDTH = 240
HEIGHT = 240
MAX_DEPTH = 3
EPSILON = 0.00001


class Vector:
    def __init__(self, x: float, y: float, z: float):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, other: "Vector") -> "Vector":
        return Vector(self.x + other.x, self.y + other.y, self.z + other.z)

    def __sub__(self, other: "Vector") -> "Vector":
        return Vector(self.x - other.x, self.y - other.y, self.z - other.z)

    def scale(self, k: float) -> "Vector":
        return Vector(self.x * k, self.y * k, self.z * k)

    def mul(self, other: "Vector") -> "Vector":
        return Vector(self.x * other.x, self.y * other.y, self.z * other.z)

    def dot(self, other: "Vector") -> float:
        return self.x * other.x + self.y * other.y + self.z * other.z

    def magnitude(self) -> float:
        return self.dot(self) ** 0.5

    def normalized(self) -> "Vector":
        return self.scale(1.0 / self.magnitude())

    def reflect_through(self, normal: "Vector") -> "Vector":
        return self - normal.scale(2.0 * self.dot(normal))


class Ray:
    def __init__(self, point: Vector, direction: Vector):
        self.point = point
        self.direction = direction.normalized()

    def point_at(self, t: float) -> Vector:
        return self.point + self.direction.scale(t)


class Material:
    def __init__(self, colour: Vector, diffuse: float, specular: float, reflect: float):
        self.colour = colour
        self.diffuse = diffuse
        self.specular = specular
        self.reflect = reflect


class Shape:
    def __init__(self, material: Material):
        self.material = material

    def intersect(self, ray: Ray) -> float:
        return -1.0  # the distance along the ray, or a negative number for a miss

    def normal_at(self, p: Vector) -> Vector:
        return Vector(0.0, 0.0, 1.0)


class Sphere(Shape):
    def __init__(self, centre: Vector, radius: float, material: Material):
        Shape.__init__(self, material)
        self.centre = centre
        self.radius = radius

    def intersect(self, ray: Ray) -> float:
        cp = self.centre - ray.point
        v = cp.dot(ray.direction)
        discriminant = self.radius * self.radius - (cp.dot(cp) - v * v)
        if discriminant < 0.0:
            return -1.0
        return v - discriminant ** 0.5

    def normal_at(self, p: Vector) -> Vector:
        return (p - self.centre).normalized()


class Plane(Shape):
    def __init__(self, point: Vector, normal: Vector, material: Material):
        Shape.__init__(self, material)
        self.point = point
        self.normal = normal.normalized()

    def intersect(self, ray: Ray) -> float:
        d = self.normal.dot(ray.direction)
        if -EPSILON < d < EPSILON:
            return -1.0
        return (self.point - ray.point).dot(self.normal) / d

    def normal_at(self, p: Vector) -> Vector:
        return self.normal


class Scene:
    def __init__(self):
        self.shapes: List[Shape] = []
        self.light = Vector(30.0, 30.0, 10.0)
        self.eye = Vector(0.0, 1.8, 10.0)
        self.look_at = Vector(0.0, 3.0, 0.0)

    def add(self, s: Shape) -> None:
        self.shapes.append(s)

    def nearest(self, ray: Ray) -> float:
        best = -1.0
        for s in self.shapes:
            t = s.intersect(ray)
            if t > EPSILON and (best < 0.0 or t < best):
                best = t
        return best

    def nearest_shape(self, ray: Ray, dist: float) -> Shape:
        for s in self.shapes:
            if s.intersect(ray) == dist:
                return s
        return self.shapes[0]

    def trace(self, ray: Ray, depth: int) -> Vector:
        dist = self.nearest(ray)
        if dist < 0.0:
            return Vector(0.1, 0.1, 0.15)
        shape = self.nearest_shape(ray, dist)
        m = shape.material
        p = ray.point_at(dist)
        normal = shape.normal_at(p)
        colour = m.colour.scale(0.1)
        to_light = self.light - p
        light_dist = to_light.magnitude()
        light_dir = to_light.scale(1.0 / light_dist)
        lambert = normal.dot(light_dir)
        if lambert > 0.0:
            shadow = Ray(p, light_dir)
            blocked = self.nearest(shadow)
            if blocked < 0.0 or blocked > light_dist:
                colour = colour + m.colour.scale(m.diffuse * lambert)
                half = (light_dir - ray.direction).normalized()
                spec = normal.dot(half)
                if spec > 0.0:
                    colour = colour + Vector(1.0, 1.0, 1.0).scale(m.specular * spec ** 20)
        if depth < MAX_DEPTH and m.reflect > 0.0:
            bounce = Ray(p, ray.direction.reflect_through(normal))
            colour = colour + self.trace(bounce, depth + 1).scale(m.reflect)
        return colour


def to_byte(c: float) -> int:
    if c <= 0.0:
        return 0
    if c >= 1.0:
        return 255
    return int(c * 255.0 + 0.5)


def render(scene: Scene, width: int, height: int) -> None:
    forward = (scene.look_at - scene.eye).normalized()
    right = Vector(forward.z, 0.0, -forward.x).normalized()
    up = Vector(
        right.y * forward.z - right.z * forward.y,
        right.z * forward.x - right.x * forward.z,
        right.x * forward.y - right.y * forward.x,
    )
    checksum = 0
    lit = 0
    centre = Vector(0.0, 0.0, 0.0)
    for y in range(height):
        for x in range(width):
            u = (x - width / 2.0) / width
            v = (height / 2.0 - y) / height
            d = forward + right.scale(u) + up.scale(v)
            c = scene.trace(Ray(scene.eye, d), 0)
            r = to_byte(c.x)
            g = to_byte(c.y)
            b = to_byte(c.z)
            if r + g + b > 60:
                lit += 1
            checksum = (checksum * 131 + r * 65536 + g * 256 + b) % 1000000007
            if x == width // 2 and y == height // 2:
                centre = c
    print(checksum)
    print(lit)
    print(to_byte(centre.x), to_byte(centre.y), to_byte(centre.z))


def main() -> None:
    scene = Scene()
    scene.add(Sphere(Vector(0.0, 3.0, 0.0), 2.0, Material(Vector(1.0, 0.2, 0.2), 0.7, 0.5, 0.3)))
    scene.add(Sphere(Vector(-3.0, 1.5, 2.0), 1.5, Material(Vector(0.2, 1.0, 0.2), 0.8, 0.3, 0.2)))
    scene.add(Sphere(Vector(3.5, 1.0, 1.5), 1.0, Material(Vector(0.2, 0.3, 1.0), 0.6, 0.8, 0.5)))
    scene.add(Sphere(Vector(1.0, 0.5, 4.0), 0.5, Material(Vector(1.0, 1.0, 0.2), 0.9, 0.2, 0.0)))
    scene.add(Plane(Vector(0.0, 0.0, 0.0), Vector(0.0, 1.0, 0.0), Material(Vector(0.8, 0.8, 0.8), 0.6, 0.1, 0.4)))
    width = WIDTH
    height = HEIGHT
    if len(sys.argv) > 1:
        width = int(sys.argv[1])
        height = width
    render(scene, width, height)


main()
