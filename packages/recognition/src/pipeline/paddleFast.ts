interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}
type Norm = { mean?: number[]; std?: number[] };

/**
 * The models' input: planar B, G, R planes of (value / 255 - mean) / std, from RGBA pixels, into one
 * Float32Array (@gutenye/ocr-common pushes each pixel into JS arrays and spreads them: ~0.25 s a page).
 */
export function toPlanarBgr(image: RawImage, { mean = [0, 0, 0], std = [1, 1, 1] }: Norm = {}) {
  const n = image.width * image.height;
  const src = image.data;
  const data = new Float32Array(n * 3);
  const [mr = 0, mg = 0, mb = 0] = mean;
  const [sr = 1, sg = 1, sb = 1] = std;
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    data[p] = (src[i + 2]! / 255 - mb) / sb;
    data[n + p] = (src[i + 1]! / 255 - mg) / sg;
    data[2 * n + p] = (src[i]! / 255 - mr) / sr;
  }
  return { data, width: image.width, height: image.height };
}
