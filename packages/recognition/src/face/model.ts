/**
 * The face models of @vladmandic/human (MIT), run on TensorFlow.js's WebAssembly backend: every model and the
 * wasm binaries load from node_modules, nothing is fetched (no CDN, no native download at install).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The part of Human's API this module uses (its typings live in a dist path its exports map cannot name). */
export interface HumanFace {
  score: number;
  boxScore: number;
  faceScore: number;
  box: [number, number, number, number];
  real?: number;
  live?: number;
  embedding?: number[];
}
export interface HumanTensor {
  dispose(): void;
}
export interface Human {
  load(): Promise<void>;
  detect(input: HumanTensor): Promise<{ face: HumanFace[] }>;
  match: { similarity(a: number[], b: number[]): number };
  tf: {
    getBackend(): string;
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): HumanTensor;
    io: {
      registerLoadRouter(router: (url: string | string[]) => unknown): void;
      getModelArtifactsForJSON(json: unknown, loadWeights: (manifest: WeightGroup[]) => Promise<[unknown[], ArrayBuffer]>): Promise<unknown>;
    };
  };
  version: string;
}
interface WeightGroup {
  paths: string[];
  weights: unknown[];
}

/** Where the packages are: Human's dist folder (its models are in ../models) and the wasm backend's binaries. */
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
export const MODEL_DIR = path.join(humanDist, '..', 'models');
const WASM_DIR = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

/** Human's version and the TensorFlow.js backend version, for the logs and docs. */
export function modelVersions(): { human: string; tfjs: string } {
  const pkg = (dir: string) => JSON.parse(readFileSync(path.join(dir, '..', 'package.json'), 'utf8')) as { version: string };
  return { human: pkg(humanDist).version, tfjs: pkg(WASM_DIR).version };
}

/** A model URL file://...json read from disk, weights concatenated as TensorFlow.js expects. */
function fileRouter(human: Human) {
  return (url: string | string[]) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = fileURLToPath(url);
    return {
      load: async () => {
        const json = JSON.parse(await readFile(file, 'utf8')) as unknown;
        return human.tf.io.getModelArtifactsForJSON(json, async (manifest) => {
          const specs: unknown[] = [];
          const parts: Buffer[] = [];
          for (const group of manifest) {
            for (const p of group.paths) parts.push(await readFile(path.join(path.dirname(file), p)));
            specs.push(...group.weights);
          }
          const all = Buffer.concat(parts);
          return [specs, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer];
        });
      },
    };
  };
}

/** Face detection (BlazeFace + mesh), description (FaceRes, 1024 values), anti-spoofing and liveness; nothing else. */
export async function loadHuman(): Promise<Human> {
  const { Human } = require(path.join(humanDist, 'human.node-wasm.js')) as { Human: new (config: unknown) => Human };
  const human = new Human({
    backend: 'wasm',
    wasmPath: WASM_DIR + path.sep,
    wasmPlatformFetch: false,
    modelBasePath: pathToFileUrl(MODEL_DIR),
    debug: false,
    async: false,
    warmup: 'none',
    cacheModels: false,
    // Human is made for video: it reuses the last frame's boxes and results while the input looks similar.
    // Every picture here is a different person's check, so nothing is ever reused.
    cacheSensitivity: 0,
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 5, minConfidence: 0.3, return: false, skipFrames: 0, skipTime: 0 },
      mesh: { enabled: true },
      iris: { enabled: false },
      emotion: { enabled: false },
      attention: { enabled: false },
      description: { enabled: true, skipFrames: 0, skipTime: 0 },
      antispoof: { enabled: true, skipFrames: 0, skipTime: 0 },
      liveness: { enabled: true, skipFrames: 0, skipTime: 0 },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  });
  human.tf.io.registerLoadRouter(fileRouter(human));
  await human.load();
  if (human.tf.getBackend() !== 'wasm') throw new Error(`face models need the wasm backend, got ${human.tf.getBackend()}`);
  return human;
}

function pathToFileUrl(dir: string): string {
  return new URL(`file://${dir.endsWith('/') ? dir : dir + '/'}`).href;
}
