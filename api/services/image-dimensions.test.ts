import { describe, expect, it } from "vitest";
import { imageDimensions, jpegDimensions, pngDimensions, svgDimensions, webpDimensions } from "./image-dimensions";

/** Real 3×2 images as an encoder (libvips) wrote them, and a 5×4 WebP with alpha (VP8X). */
const bytes = (base64: string) => Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
const PNG = bytes(
  "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4w8AAQVDqDAMDADSsBMlTWEdmAAAAAElFTkSuQmCC",
);
const JPEG = bytes(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdAHrB/9k=",
);
const PROGRESSIVE_JPEG = bytes(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wgARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAVAQEBAAAAAAAAAAAAAAAAAAAEBf/aAAwDAQACEAMQAAABnA9j/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABBQJ//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAwEBPwF//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAgEBPwF//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQAGPwJ//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPyF//9oADAMBAAIAAwAAABAD/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAwEBPxB//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAgEBPxB//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxB//9k=",
);
const GIF = bytes("R0lGODlhAwACAIAAAExpccwAACH5BAUAAAAALAAAAAADAAIAAAICjF8AOw==");
const WEBP_LOSSY = bytes("UklGRjgAAABXRUJQVlA4ICwAAACQAQCdASoDAAIAAsBMJaACdLoAA5gA/vA4Q+K31A0U3/1aH/q0P/VofrcAAA==");
const WEBP_LOSSLESS = bytes("UklGRhwAAABXRUJQVlA4TA8AAAAvAkAAAAcQZY7+ByKi/wEA");
const WEBP_EXTENDED = bytes(
  "UklGRkgAAABXRUJQVlA4WAoAAAAQAAAABAAAAwAAQUxQSAoAAAABB1DAiAhERP8DVlA4IBgAAAAwAQCdASoFAAQAAsBMJaQAA3AA/vgfgAA=",
);
const svg = (text: string) => new TextEncoder().encode(text);
const with_ = (source: Uint8Array, at: number, values: number[]) => {
  const copy = source.slice();
  copy.set(values, at);
  return copy;
};

describe("image dimensions from the bytes", () => {
  it("reads real PNG, JPEG (baseline and progressive), GIF and WebP (lossy, lossless, extended) files", () => {
    expect(imageDimensions(PNG, "image/png")).toEqual({ width: 3, height: 2 });
    expect(imageDimensions(JPEG, "image/jpeg")).toEqual({ width: 3, height: 2 });
    expect(imageDimensions(PROGRESSIVE_JPEG, "image/jpeg")).toEqual({ width: 3, height: 2 });
    expect(imageDimensions(GIF, "image/gif")).toEqual({ width: 3, height: 2 });
    expect(imageDimensions(WEBP_LOSSY, "image/webp")).toEqual({ width: 3, height: 2 });
    expect(imageDimensions(WEBP_LOSSLESS, "image/webp")).toEqual({ width: 3, height: 2 });
    expect(imageDimensions(WEBP_EXTENDED, "image/webp")).toEqual({ width: 5, height: 4 });
  });

  it("reads an SVG's width and height, or its viewBox, on the root element only", () => {
    const read = (text: string) => imageDimensions(svg(text), "image/svg+xml");
    expect(read('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80px"/>')).toEqual({ width: 120, height: 80 });
    expect(read('<svg viewBox="0 0 640 480"><rect width="5" height="5"/></svg>')).toEqual({ width: 640, height: 480 });
    expect(read("<svg viewBox='0,0,10.4,20.6' width='100'></svg>")).toEqual({ width: 100, height: 198 });
    expect(read('<svg viewBox="0 0 200 100" height="50"></svg>')).toEqual({ width: 100, height: 50 });
    // A percentage says nothing about pixels: the viewBox decides.
    expect(read('<svg width="100%" height="100%" viewBox="0 0 30 10"></svg>')).toEqual({ width: 30, height: 10 });
    // A commented-out root before the real one, and a child's size, are not the image's.
    expect(
      read('<?xml version="1.0"?><!-- <svg width="9" height="9"> --><svg viewBox="0 0 4 3"><rect width="99"/></svg>'),
    ).toEqual({
      width: 4,
      height: 3,
    });
    expect(read('<svg stroke-width="3"><rect width="10" height="10"/></svg>')).toBeNull();
    expect(read('<svg width="em" height="-4" viewBox="0 0 0 10"></svg>')).toBeNull();
  });

  it("gives null for truncated files at every length, never a throw", () => {
    const files = [
      [PNG, "image/png"],
      [JPEG, "image/jpeg"],
      [PROGRESSIVE_JPEG, "image/jpeg"],
      [GIF, "image/gif"],
      [WEBP_LOSSY, "image/webp"],
      [WEBP_LOSSLESS, "image/webp"],
      [WEBP_EXTENDED, "image/webp"],
    ] as const;
    for (const [file, type] of files) {
      // A cut inside the header leaves no size; past it the size is all there is to read.
      const complete = imageDimensions(file, type);
      for (let length = 0; length < file.length; length++) {
        const found = imageDimensions(file.subarray(0, length), type);
        expect(found === null || (found.width === complete?.width && found.height === complete.height), `${type} ${length}`).toBe(
          true,
        );
      }
    }
    expect(imageDimensions(PNG.subarray(0, 23), "image/png")).toBeNull();
    expect(imageDimensions(GIF.subarray(0, 9), "image/gif")).toBeNull();
    expect(imageDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08]), "image/jpeg")).toBeNull();
  });

  it("gives null for lying headers: zero or absurd sizes, lengths past the end, a frame missing before the scan", () => {
    // PNG: a zero width, a width of 2^32 − 1, a first chunk that is not IHDR.
    expect(pngDimensions(with_(PNG, 16, [0, 0, 0, 0]))).toBeNull();
    expect(pngDimensions(with_(PNG, 16, [0xff, 0xff, 0xff, 0xff]))).toBeNull();
    expect(pngDimensions(with_(PNG, 12, [0x49, 0x44, 0x41, 0x54]))).toBeNull();
    // JPEG: a segment length past the end, a length under 2 (would never move on), scan data before any frame.
    const sofAt = JPEG.findIndex((b, i) => b === 0xff && JPEG[i + 1] === 0xc0);
    expect(sofAt).toBeGreaterThan(0);
    expect(jpegDimensions(with_(JPEG, 4, [0xff, 0xff]))).toBeNull();
    expect(jpegDimensions(with_(JPEG, 4, [0x00, 0x00]))).toBeNull();
    expect(jpegDimensions(with_(JPEG, 4, [0x00, 0x01]))).toBeNull();
    expect(jpegDimensions(with_(JPEG, sofAt + 1, [0xda]))).toBeNull();
    // A frame whose height is 0 (to be given later by a DNL marker): no size to tell.
    expect(jpegDimensions(with_(JPEG, sofAt + 5, [0, 0]))).toBeNull();
    expect(jpegDimensions(new Uint8Array([0xff, 0xd8, 0x00, 0x00]))).toBeNull();
    // GIF with a zero width; WebP lossy without its start code, or a delta frame; VP8X of 2^24 a side.
    expect(imageDimensions(with_(GIF, 6, [0, 0]), "image/gif")).toBeNull();
    expect(webpDimensions(with_(WEBP_LOSSY, 23, [0, 0, 0]))).toBeNull();
    expect(webpDimensions(with_(WEBP_LOSSY, 20, [0x91]))).toBeNull();
    expect(webpDimensions(with_(WEBP_EXTENDED, 24, [0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))).toBeNull();
    expect(webpDimensions(with_(WEBP_LOSSLESS, 20, [0x00]))).toBeNull();
    // Bytes of one kind read as another; a PDF has no size; an SVG that is not UTF-8.
    expect(imageDimensions(GIF, "image/png")).toBeNull();
    expect(imageDimensions(PNG, "application/pdf")).toBeNull();
    expect(svgDimensions(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e]))).toBeNull();
  });

  it("survives random bytes behind every signature", () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed & 0xff;
    };
    const heads = [
      PNG.subarray(0, 16),
      JPEG.subarray(0, 2),
      GIF.subarray(0, 6),
      WEBP_LOSSY.subarray(0, 16),
      WEBP_EXTENDED.subarray(0, 16),
    ];
    const types = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/webp"] as const;
    for (let round = 0; round < 400; round++) {
      const i = round % heads.length;
      const file = new Uint8Array(heads[i].length + (round % 64));
      file.set(heads[i]);
      for (let at = heads[i].length; at < file.length; at++) file[at] = random();
      const found = imageDimensions(file, types[i]);
      if (found) expect(found.width >= 1 && found.height >= 1 && found.width <= 65535 && found.height <= 65535).toBe(true);
    }
  });
});
