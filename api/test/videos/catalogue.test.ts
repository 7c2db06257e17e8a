import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VIDEO_CATALOGUE } from '@cum/shared/domain/videos';
import { describe, expect, it } from 'vitest';

const publicDir = fileURLToPath(new URL('../../../miniapp/public', import.meta.url));

/**
 * The Segment Info Duration of a WebM file in milliseconds (EBML id 0x4489, an 8-byte float in
 * ffmpeg's output, with the default timecode scale of 1 ms). Enough to check our own sample clips.
 */
function webmDurationMs(file: string): number {
  const head = readFileSync(file).subarray(0, 4096);
  for (let i = 0; i < head.length - 11; i++) {
    if (head[i] === 0x44 && head[i + 1] === 0x89) {
      if (head[i + 2] === 0x88) return head.readDoubleBE(i + 3);
      if (head[i + 2] === 0x84) return head.readFloatBE(i + 3);
    }
  }
  throw new Error(`${file}: no WebM duration in the header`);
}

describe('video catalogue: the clips the miniapp ships', () => {
  it('every video has a poster and a clip under miniapp/public, small enough to ship', () => {
    for (const v of VIDEO_CATALOGUE) {
      expect(v.thumbnail).toMatch(/^\/videos\/[a-z0-9-]+\.jpg$/);
      expect(v.src).toMatch(/^\/videos\/[a-z0-9-]+\.webm$/);
      expect(readFileSync(`${publicDir}${v.thumbnail}`).length).toBeGreaterThan(1000);
      expect(readFileSync(`${publicDir}${v.src}`).length).toBeLessThan(300_000);
    }
  });

  it("each duration is the clip's real length, so the watch cap matches what plays", () => {
    for (const v of VIDEO_CATALOGUE) {
      expect(Math.round(webmDurationMs(`${publicDir}${v.src}`) / 1000)).toBe(v.duration);
    }
  });
});
