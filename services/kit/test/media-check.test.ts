import { messages, uploadLimits } from '@mb/contracts';
import sharp from 'sharp';
import { checkImage, checkImageType, checkVideo } from '../src/media/media-check.js';
import { gifFrameBomb, jpegHtmlPolyglot, pngBomb, pngWithAppendedScript, samePixels, scriptTag } from '../src/testing/crafted-pictures.js';

const pngEnd = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]); // the empty IEND chunk
const jpegEnd = Buffer.from([0xff, 0xd9]);
const jpegComment = Buffer.from([0xff, 0xfe]);
const refusal = (message: string) => expect.objectContaining({ statusCode: 400, message });

describe('a picture is stored as a re-encoded copy', () => {
  it('a PNG with a script appended after its end: the copy stops at IEND, holds the same pixels and no script', async () => {
    const sent = await pngWithAppendedScript(300, 200);
    expect(sent.includes(scriptTag)).toBe(true);

    const checked = await checkImage(sent);
    expect(checked).toMatchObject({ mime: 'image/png', extension: 'png' });
    expect(checked.bytes.includes('<script')).toBe(false);
    expect(checked.bytes.subarray(-pngEnd.length).equals(pngEnd)).toBe(true);
    expect(checked.bytes.indexOf(pngEnd)).toBe(checked.bytes.length - pngEnd.length);
    expect(await samePixels(checked.bytes, sent)).toBe(true);
  });

  it('a JPEG that is also an HTML page: no comment segment, no page, no EXIF, nothing after the end marker', async () => {
    const sent = await jpegHtmlPolyglot(400, 300);
    expect(sent.subarray(0, 512).includes('<html')).toBe(true);
    expect(sent.includes('Ana Secreta')).toBe(true);

    const checked = await checkImage(sent);
    expect(checked).toMatchObject({ mime: 'image/jpeg', extension: 'jpg' });
    for (const leftover of ['<html', '<script', 'Ana Secreta', 'Bogot', 'Exif']) expect(checked.bytes.includes(leftover)).toBe(false);
    expect(checked.bytes.includes(jpegComment)).toBe(false);
    expect(checked.bytes.indexOf(jpegEnd)).toBe(checked.bytes.length - jpegEnd.length);
    expect(await sharp(checked.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
  });

  it('turns the picture as its EXIF orientation said, since that tag goes with the rest', async () => {
    const sideways = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const checked = await checkImage(sideways);
    expect(await sharp(checked.bytes).metadata()).toMatchObject({ width: 60, height: 120 });
    expect((await sharp(checked.bytes).metadata()).orientation).toBeUndefined();
  });

  it('keeps an animation whole', async () => {
    const frames = ['#f00', '#0f0', '#00f'].map((colour) =>
      sharp({ create: { width: 100, height: 80, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    );
    const gif = await sharp(await Promise.all(frames), { join: { animated: true } })
      .gif()
      .toBuffer();
    const checked = await checkImage(gif);
    const kept = await sharp(checked.bytes, { animated: true }).metadata();
    expect(kept).toMatchObject({ format: 'gif', width: 100, pages: 3, pageHeight: 80 });
  });
});

describe('refused before anything is decoded', () => {
  it('a PNG of a few kilobytes claiming 50 000 × 50 000 pixels, even where any size goes (receipts)', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(10_000);
    const started = Date.now();
    for (const check of [checkImage, checkImageType]) {
      await expect(check(bomb)).rejects.toEqual(refusal('La imagen tiene demasiados píxeles (50000x50000). Máximo 25 millones de píxeles'));
    }
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('an animation whose frames are each within 3000 px a side but together past the limit (7 × 2000 × 2000)', async () => {
    const bomb = gifFrameBomb(2000, 7);
    expect(bomb.length).toBeLessThan(200);
    await expect(checkImage(bomb)).rejects.toEqual(refusal(messages.tooManyPixels(2000, 14000, uploadLimits.maxPixels)));
    await expect(checkImage(gifFrameBomb(1000, 3))).resolves.toMatchObject({ mime: 'image/gif' });
  });

  it('a picture whose data stops short of what its header promised', async () => {
    const whole = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    await expect(checkImage(whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toEqual(refusal(messages.notAnImage));
  });

  it('a file whose signature is no accepted picture (SVG, text), and sides outside 50–3000 px', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">${scriptTag}</svg>`);
    await expect(checkImage(svg)).rejects.toEqual(refusal(messages.notAnImage));
    await expect(checkImageType(Buffer.from('texto'))).rejects.toEqual(refusal(messages.notAnImage));
    const thin = await pngWithAppendedScript(3001, 60);
    await expect(checkImage(thin)).rejects.toEqual(refusal(messages.invalidDimensions(3001, 60)));
    expect((await checkImageType(thin)).bytes.includes('<script')).toBe(false);
  });
});

it('a video is kept as sent: it is only ever stored and served as a video', async () => {
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42mp42isom'), Buffer.alloc(64)]);
  expect(await checkVideo(mp4)).toEqual({ mime: 'video/mp4', extension: 'mp4', bytes: mp4 });
  await expect(checkVideo(await pngWithAppendedScript(100, 100))).rejects.toEqual(refusal(messages.notAVideo));
});
