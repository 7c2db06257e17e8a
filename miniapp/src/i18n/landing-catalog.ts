import { catalogLoaders } from './catalog-loaders';
import { registerCatalog } from './i18n';

// The landing page' texts: each language (English too) its own lazy chunk, loaded by setLanguage.
registerCatalog({
  domain: 'landing',
  load: catalogLoaders(
    import.meta.glob<string>('../../../shared/locales/*/landing.ftl', { query: '?raw', import: 'default' }),
  ),
});
