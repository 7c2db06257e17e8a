import { isLanguage, type Language } from '@cum/shared/domain/languages';

/** import.meta.glob's map (path -> loader) keyed by the language folder instead. */
export function catalogLoaders(
  glob: Record<string, () => Promise<string>>,
): Partial<Record<Language, () => Promise<string>>> {
  const loaders: Partial<Record<Language, () => Promise<string>>> = {};
  for (const [path, load] of Object.entries(glob)) {
    const code = path.split('/').at(-2);
    if (isLanguage(code)) loaders[code] = load;
  }
  return loaders;
}
