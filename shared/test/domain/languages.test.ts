import { describe, expect, it } from 'vitest';
import { isRtl, matchLanguage, negotiateLanguage } from '../../src/domain/languages';

describe('languages', () => {
  it('matches Telegram codes and browser tags', () => {
    expect(matchLanguage('ru')).toBe('ru');
    expect(matchLanguage('pt-br')).toBe('pt-BR');
    expect(matchLanguage('pt')).toBe('pt-BR');
    expect(matchLanguage('pt-PT')).toBe('pt-BR');
    expect(matchLanguage('es-419')).toBe('es');
    expect(matchLanguage('fa_IR')).toBe('fa');
    expect(matchLanguage('id')).toBe('id');
    expect(matchLanguage('de')).toBeNull();
    expect(matchLanguage('')).toBeNull();
    expect(matchLanguage(null)).toBeNull();
  });

  it('negotiates the first supported preference, else English', () => {
    expect(negotiateLanguage(null, 'de', 'es-ES')).toBe('es');
    expect(negotiateLanguage('fa', 'ru')).toBe('fa');
    expect(negotiateLanguage('xx', undefined)).toBe('en');
    expect(isRtl('fa')).toBe(true);
    expect(isRtl('ru')).toBe(false);
  });
});
