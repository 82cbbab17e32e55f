import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

const S3 = { MEDIA_STORE: 's3', S3_BUCKET: 'shop-pictures', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

function failure(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('picture store configuration (MEDIA_STORE, S3_*)', () => {
  it('keeps pictures in the data folder unless told otherwise', () => {
    expect(loadConfig({}).mediaStore).toEqual({ kind: 'local' });
    expect(loadConfig({ MEDIA_STORE: 'local' }).mediaStore).toEqual({ kind: 'local' });
  });

  it('reads an S3-compatible store, with path-style addresses when an endpoint is given', () => {
    expect(loadConfig({ ...S3, S3_ENDPOINT: 'https://minio.internal:9000', S3_REGION: 'eu-central-1' }).mediaStore).toEqual({
      kind: 's3',
      s3: { bucket: 'shop-pictures', endpoint: 'https://minio.internal:9000', region: 'eu-central-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: S3.S3_SECRET_ACCESS_KEY, forcePathStyle: true },
    });
  });

  it('addresses AWS S3 by bucket host name in us-east-1 when no endpoint is given, and path style only when asked', () => {
    expect(loadConfig(S3).mediaStore).toMatchObject({ s3: { endpoint: undefined, region: 'us-east-1', forcePathStyle: false } });
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true' }).mediaStore).toMatchObject({ s3: { forcePathStyle: true } });
    expect(loadConfig({ ...S3, S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' }).mediaStore).toMatchObject({ s3: { forcePathStyle: false } });
  });

  it.each(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)('refuses MEDIA_STORE=s3 without %s, naming it', (name) => {
    const env: Record<string, string> = { ...S3 };
    delete env[name];
    expect(failure(env)).toBe(`Invalid ${name}: required when MEDIA_STORE is s3`);
    expect(failure({ ...env, [name]: '' })).toBe(`Invalid ${name}: required when MEDIA_STORE is s3`);
  });

  it.each([
    [{ MEDIA_STORE: 'disk' }, /^Invalid MEDIA_STORE: must be local or s3/],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, /^Invalid S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/],
    [{ ...S3, S3_ENDPOINT: 'ftp://files.example.com' }, /^Invalid S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/],
    [{ ...S3, S3_BUCKET: 'my bucket' }, /^Invalid S3_BUCKET: must be a bucket name/],
    [{ ...S3, S3_REGION: 'EU West' }, /^Invalid S3_REGION: must be a region name/],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'sometimes' }, /^Invalid S3_FORCE_PATH_STYLE: must be true or false/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(failure(env)).toMatch(message);
  });

  it('refuses S3 settings while the pictures would still go to the data folder', () => {
    expect(failure({ S3_BUCKET: 'shop-pictures' })).toMatch(/^Invalid MEDIA_STORE: S3_BUCKET is set but MEDIA_STORE is local/);
  });

  it('never repeats the secret key in a message', () => {
    expect(failure({ ...S3, S3_BUCKET: '', S3_ENDPOINT: 'nope' })).not.toContain(S3.S3_SECRET_ACCESS_KEY);
    expect(failure({ ...S3, S3_BUCKET: '' })).not.toContain(S3.S3_SECRET_ACCESS_KEY);
  });
});
