"""Draws the app icon: a white dumbbell on an orange gradient, 1024 x 1024, opaque RGB PNG.

    python3 App/Scripts/draw-app-icon.py

Writes App/OTFExercises/Assets.xcassets/AppIcon.appiconset/AppIcon.png with the standard library only
(shapes as signed distances, edges antialiased over one pixel). iOS rounds the corners itself.
"""

import pathlib
import struct
import zlib

SIZE = 1024
TOP, BOTTOM = (255, 128, 32), (226, 70, 0)
WHITE = (255, 255, 255)
# Rounded rectangles (centre x, centre y, half width, half height, corner radius), mirrored left and right.
BAR = (512, 512, 300, 34, 34)
PLATES = [(512 - 215, 512, 46, 190, 30), (512 - 312, 512, 40, 130, 26)]
SHAPES = [BAR] + PLATES + [(SIZE - x, y, w, h, r) for x, y, w, h, r in PLATES]
OUTPUT = pathlib.Path(__file__).resolve().parent.parent / "OTFExercises/Assets.xcassets/AppIcon.appiconset"


def rounded_box_distance(px, py, shape):
    """Signed distance from (px, py) to a rounded rectangle: negative inside."""
    cx, cy, hw, hh, r = shape
    qx = abs(px - cx) - (hw - r)
    qy = abs(py - cy) - (hh - r)
    outside = (max(qx, 0.0) ** 2 + max(qy, 0.0) ** 2) ** 0.5
    return outside + min(max(qx, qy), 0.0) - r


def pixel(x, y):
    """The colour of pixel (x, y): the gradient, covered by the dumbbell where it is."""
    t = y / (SIZE - 1)
    background = [round(a + (b - a) * t) for a, b in zip(TOP, BOTTOM)]
    distance = min(rounded_box_distance(x + 0.5, y + 0.5, shape) for shape in SHAPES)
    cover = min(max(0.5 - distance, 0.0), 1.0)
    return bytes(round(b + (w - b) * cover) for b, w in zip(background, WHITE))


def png(width, height, rows):
    """An 8-bit RGB PNG of `rows` (each a bytes object of width * 3)."""

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\x00" + row for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    rows = [b"".join(pixel(x, y) for x in range(SIZE)) for y in range(SIZE)]
    (OUTPUT / "AppIcon.png").write_bytes(png(SIZE, SIZE, rows))


main()
