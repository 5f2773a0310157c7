import { describe, expect, it } from 'vitest';
import { defaultSearchConfig, resolveEngineConfig } from '../config.js';
import { denseOf, denseShareOf, knnVector, partCosines, partScalesFor } from './dense-parts.js';
import { denseSignal } from './scoring.js';

const composite = {
  info: { provider: 'local', model: 'zh+en', dimensions: 4 },
  parts: [
    { model: 'zh', offset: 0, dimensions: 2 },
    { model: 'en', offset: 2, dimensions: 2 },
  ],
};
const config = resolveEngineConfig({
  search: {
    denseCalibration: {
      zh: { han: { floor: 0.3, ceiling: 0.8, share: 0.5 }, latin: { floor: 0.5, ceiling: 0.9, share: 0.2 } },
      en: { han: { floor: 0.2, ceiling: 0.6, share: 0 }, latin: { floor: 0.2, ceiling: 0.6, share: 0.4 } },
    },
  },
}).search;

describe('dense parts', () => {
  it('treats a plain embedder as one part with its own calibration', () => {
    const scales = partScalesFor(defaultSearchConfig, { info: { provider: 'local', model: 'BAAI/bge-small-zh-v1.5', dimensions: 3 } }, '我家猫');
    expect(scales).toHaveLength(1);
    expect(scales[0]).toMatchObject({ part: { offset: 0, dimensions: 3 }, ...defaultSearchConfig.denseCalibration['BAAI/bge-small-zh-v1.5']?.han });
  });

  it('gives an English-only model no share in a Chinese question, and its calibrated share in an English one', () => {
    const chinese = partScalesFor(config, composite, '我住在哪个城市');
    expect(chinese.map((scale) => scale.share)).toEqual([0.5, 0]);
    expect(denseShareOf(chinese)).toBe(0.5);
    const english = partScalesFor(config, composite, 'Which city do I live in?');
    expect(english.map((scale) => scale.share)).toEqual([0.2, 0.4]);
    expect(denseShareOf(english)).toBeCloseTo(0.6, 10);
  });

  it('looks a part up beside its partners first, then alone', () => {
    const paired = resolveEngineConfig({ search: { denseCalibration: { ...config.denseCalibration, 'zh+en|en': { han: { floor: 0.2, ceiling: 0.6, share: 0 }, latin: { floor: 0.2, ceiling: 0.6, share: 0.1 } } } } }).search;
    expect(partScalesFor(paired, composite, 'English question').map((scale) => scale.share)).toEqual([0.2, 0.1]);
  });

  it('reads each model\'s cosine from its own slice, and null where a slice is empty', () => {
    const scales = partScalesFor(config, composite, 'English question');
    const question = Float32Array.from([1, 0, 0, 1]);
    expect(partCosines(question, Float32Array.from([1, 0, 1, 0]), scales)).toEqual([1, 0]);
    expect(partCosines(question, Float32Array.from([0, 2, 0, 0]), scales)).toEqual([0, null]);
  });

  it('mixes the calibrated signals by share; a model that did not read the memory counts 0', () => {
    const scales = partScalesFor(config, composite, 'English question');
    const [zh, en] = scales as [(typeof scales)[0], (typeof scales)[0]];
    const both = denseOf([0.7, 0.5], scales);
    expect(both).toBeCloseTo((0.2 * denseSignal(0.7, zh) + 0.4 * denseSignal(0.5, en)) / 0.6, 10);
    expect(denseOf([0.7, null], scales)).toBeCloseTo((0.2 * denseSignal(0.7, zh)) / 0.6, 10);
  });

  it('searches the index with each slice weighted by its share, and with the plain vector for one model', () => {
    const scales = partScalesFor(config, composite, 'English question');
    const weighted = knnVector(Float32Array.from([0.6, 0.8, 0, 2]), scales);
    expect([...weighted].map((value) => Math.round(value * 1000) / 1000)).toEqual([0.2, 0.267, 0, 0.667]);
    const chinese = partScalesFor(config, composite, '中文问题');
    expect([...knnVector(Float32Array.from([0.6, 0.8, 0, 2]), chinese)].map((value) => Math.round(value * 1000) / 1000)).toEqual([0.6, 0.8, 0, 0]);
    const single = { info: { provider: 'hash', model: 'feature-hash-v1', dimensions: 2 } };
    const plain = Float32Array.from([0.6, 0.8]);
    expect(knnVector(plain, partScalesFor(config, single, 'x'))).toBe(plain);
  });
});
