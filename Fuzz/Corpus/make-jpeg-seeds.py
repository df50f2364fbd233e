#!/usr/bin/env python3
"""Writes the JPEG seeds in Corpus/jpeg: tiny pictures drawn here with Pillow, one per kind the decoder
handles (baseline and progressive; 4:2:0, 4:2:2, 4:4:4 and grayscale; restart markers).

Run it only to remake them (python3 make-jpeg-seeds.py, needs Pillow); the fuzz runs read the files.
"""
import os

from PIL import Image, ImageDraw


def picture(mode):
    """A 16x12 red-to-blue gradient with a green box."""
    image = Image.new("RGB", (16, 12))
    for y in range(12):
        for x in range(16):
            image.putpixel((x, y), (255 - 16 * x, 20 * y, 16 * x))
    ImageDraw.Draw(image).rectangle([3, 3, 8, 7], fill=(0, 255, 0))
    return image.convert(mode)


folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "jpeg")
os.makedirs(folder, exist_ok=True)
seeds = {
    "baseline-420.jpg": ("RGB", dict(quality=60, subsampling=2)),
    "baseline-422.jpg": ("RGB", dict(quality=60, subsampling=1, restart_marker_blocks=1)),
    "baseline-444.jpg": ("RGB", dict(quality=90, subsampling=0, optimize=True)),
    "baseline-gray.jpg": ("L", dict(quality=60)),
    "progressive-420.jpg": ("RGB", dict(quality=60, subsampling=2, progressive=True)),
    "progressive-gray.jpg": ("L", dict(quality=60, progressive=True)),
}
for name, (mode, options) in seeds.items():
    picture(mode).save(os.path.join(folder, name), "JPEG", **options)
