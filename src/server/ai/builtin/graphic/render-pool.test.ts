import { afterAll, describe, expect, it } from 'vitest';
import { RenderPool } from './render-pool.js';
import type { GraphicBrief } from './types.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const brief = (title: string): GraphicBrief => ({
  style: 'Minimal',
  title,
  date: '2026-10-16',
  businessName: 'Sunrise Bakery',
  look: { brand: { primary: '#f4a259', accent: '#1f3a5f' }, logo: null },
  hashtags: ['#WorldBreadDay'],
});

const pool = new RenderPool(2);
afterAll(() => pool.close());

describe('the picture renderer’s worker threads', () => {
  it('draw more pictures than there are workers, each its own', async () => {
    const titles = ['World Bread Day', 'Pi Day', 'World Heart Day', 'Earth Day', 'Pizza Day'];
    const pictures = await Promise.all(titles.map((title) => pool.render(brief(title), 256)));
    for (const png of pictures) expect([...png.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    expect(new Set(pictures.map((png) => png.toString('base64'))).size).toBe(titles.length);
  }, 60_000);

  it('say why a picture could not be drawn, and keep drawing the next', async () => {
    await expect(pool.render(brief('World Bread Day'), 5)).rejects.toThrow(
      'size must be an integer from 16 to 4096',
    );
    const png = await pool.render(brief('World Bread Day'), 64);
    expect([...png.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
  }, 60_000);

  it('refuse work once closed', async () => {
    const closed = new RenderPool(1);
    await closed.close();
    await expect(closed.render(brief('Pi Day'))).rejects.toThrow('stopped');
  });
});
