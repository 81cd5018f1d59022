/**
 * Passwords are stored as scrypt hashes (node:crypto, memory-hard), each with its own random salt and
 * its parameters, so they can be raised later without invalidating old hashes.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

const N = 16384;
const r = 8;
const p = 1;
const keyLength = 32;

function scrypt(password: string, salt: Buffer, n: number, blockSize: number, parallel: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, { N: n, r: blockSize, p: parallel }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, blockSize, parallel, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(n), Number(blockSize), Number(parallel));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
