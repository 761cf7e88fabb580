import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { folderStorage } from '../server/adapters/storage';
import { migrateToLatest, openDatabase, type Db } from '../server/db/database';
import { NO_LOGIN } from '../server/domain/accounts/passwords';
import { addPhoto } from '../server/domain/profiles/photo-upload';

/**
 * A phone photo upload (server/domain/profiles/photo-upload.ts, addPhoto): a 12-megapixel JPEG decoded,
 * turned upright and written as WebP in every size. Wall time of each run, and the process's
 * resident memory sampled every 10 ms while it works.
 */

const WIDTH = 4000;
const HEIGHT = 3000;
const QUALITY = 90;
const RUNS = 5;
const SAMPLE_MS = 10;

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
const ms = (n: number) => Math.round(n * 10) / 10;

/**
 * A photo-like 12 MP JPEG: smooth gradients and soft shapes (sky, faces, walls) with sensor-like
 * noise on top, so it encodes to a size a phone camera writes, not to a few kilobytes of flat colour.
 */
export async function photoLikeJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return ((seed >>> 16) & 0xff) / 255 - 0.5;
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const u = x / WIDTH;
      const v = y / HEIGHT;
      // A few soft blobs and waves over a diagonal gradient.
      const blob = Math.exp(-((u - 0.35) ** 2 + (v - 0.45) ** 2) * 18) + 0.6 * Math.exp(-((u - 0.75) ** 2 + (v - 0.3) ** 2) * 40);
      const wave = 0.15 * Math.sin(u * 37 + Math.sin(v * 11) * 3) * Math.cos(v * 23);
      const n = noise() * 28;
      pixels[i] = clamp(255 * (0.25 + 0.5 * u + 0.35 * blob + wave) + n);
      pixels[i + 1] = clamp(255 * (0.2 + 0.4 * v + 0.25 * blob - wave) + n);
      pixels[i + 2] = clamp(255 * (0.55 - 0.3 * v + 0.2 * blob + 0.5 * wave) + n);
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: QUALITY }).toBuffer();
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}

/** One member (paid, so five photos stay under the limit) for addPhoto's transaction. */
async function member(db: Db): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db.insertInto('users').values({
    email: 'bench-photo@amora.example', password_hash: NO_LOGIN, status: 'active', language: 'en', signup_date: now, paid_user: 1,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({
    id, status: 'active', name: 'Photo', gender: 'female', sexuality: 'hetero', birth_date: '1992-03-01',
    country: 'NL', region: 'NL-NH', city: 'Amsterdam', tattoos: null, hair_color: null, eye_color: null,
    body_type: null, relationship_status: null, about_me: null, signup_reason: null, fictional: 0, main_photo_id: null,
  }).execute();
  return id;
}

/** Calls `work` while sampling RSS every SAMPLE_MS: sharp works on libuv's threads, so timers still fire. */
async function sampled<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; rssBefore: number; peakRss: number }> {
  const rssBefore = process.memoryUsage.rss();
  let peakRss = rssBefore;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, SAMPLE_MS);
  const start = performance.now();
  try {
    const value = await work();
    const elapsed = performance.now() - start;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    return { value, ms: elapsed, rssBefore, peakRss };
  } finally {
    clearInterval(timer);
  }
}

function memory(usage: NodeJS.MemoryUsage) {
  return { rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed), externalMb: mb(usage.external), arrayBuffersMb: mb(usage.arrayBuffers) };
}

export async function runPhotoBench() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-bench-photo-'));
  const photosDir = path.join(dir, 'photos');
  fs.mkdirSync(photosDir);
  const db = openDatabase({ kind: 'sqlite', dataDir: dir });
  try {
    await migrateToLatest(db);
    const userId = await member(db);
    const jpeg = await photoLikeJpeg();
    const storage = folderStorage(photosDir);

    const before = process.memoryUsage();
    const runs = [];
    let peakRss = before.rss;
    for (let i = 0; i < RUNS; i++) {
      const run = await sampled(() => addPhoto(db, storage, userId, jpeg, new Date()));
      peakRss = Math.max(peakRss, run.peakRss);
      runs.push({ ms: ms(run.ms), rssBeforeMb: mb(run.rssBefore), peakRssMb: mb(run.peakRss), peakRssDeltaMb: mb(run.peakRss - run.rssBefore) });
    }
    const after = process.memoryUsage();

    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    const outputs = fs.readdirSync(photosDir).filter((f) => f.endsWith('.webp'));
    const firstKey = outputs[0]?.replace(/-(thumb|card|full)\.webp$/, '');
    const sizes = Object.fromEntries(outputs.filter((f) => f.startsWith(`${firstKey}-`))
      .map((f) => [f.slice(firstKey!.length + 1, -'.webp'.length), fs.statSync(path.join(photosDir, f)).size]));

    return {
      input: { width: WIDTH, height: HEIGHT, megapixels: (WIDTH * HEIGHT) / 1e6, jpegQuality: QUALITY, bytes: jpeg.length },
      outputBytes: sizes,
      // libvips' operation cache is part of what stays resident after a run.
      sharp: { concurrency: sharp.concurrency(), libvips: sharp.versions.vips, operationCacheMb: mb(sharp.cache().memory.current) },
      runs,
      ms: { min: times[0]!, median: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! },
      /** The largest rise of RSS above its level just before a run, over all runs (the first, usually). */
      peakRssDeltaMb: Math.max(...runs.map((r) => r.peakRssDeltaMb)),
      peakRssMb: mb(peakRss),
      /** The highest RSS of all runs above the RSS before the first: what earlier runs left behind counts too. */
      peakRssAboveStartMb: mb(peakRss - before.rss),
      memoryBefore: memory(before),
      memoryAfter: memory(after),
      sampleEveryMs: SAMPLE_MS,
    };
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
