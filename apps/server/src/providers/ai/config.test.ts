import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('the AI settings of the environment', () => {
  it('default to no endpoint, no key and a 60 s timeout', () => {
    const config = loadConfig({});
    expect(config.aiBaseUrl).toBeUndefined();
    expect(config.aiApiKey).toBeUndefined();
    expect(config.aiTimeoutMs).toBe(60_000);
  });

  it('read AI_BASE_URL, AI_API_KEY and AI_TIMEOUT_MS', () => {
    const config = loadConfig({
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_API_KEY: 'sk-1',
      AI_TIMEOUT_MS: '5000',
    });
    expect(config.aiBaseUrl).toBe('http://localhost:11434/v1');
    expect(config.aiApiKey).toBe('sk-1');
    expect(config.aiTimeoutMs).toBe(5000);
  });

  it('refuse an address that is not http(s), a key without an address and a bad timeout', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'localhost:11434' })).toThrow(
      'AI_BASE_URL must start with http:// or https://',
    );
    expect(() => loadConfig({ AI_API_KEY: 'sk-1' })).toThrow('AI_API_KEY is set but AI_BASE_URL is not');
    expect(() => loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1', AI_TIMEOUT_MS: '0' })).toThrow(
      'AI_TIMEOUT_MS must be a positive number',
    );
  });

  it('never show the key in an error', () => {
    expect(() => loadConfig({ AI_API_KEY: 'sk-very-secret' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('sk-very-secret') as string }),
    );
  });
});
