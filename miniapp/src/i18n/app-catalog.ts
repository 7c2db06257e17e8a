import { catalogLoaders } from './catalog-loaders';
import { registerCatalog } from './i18n';

export { startLanguage } from './initial-language';

// The miniapp screens' texts: each language (English too) its own lazy chunk, loaded by setLanguage.
registerCatalog({
  domain: 'app',
  load: catalogLoaders(
    import.meta.glob<string>('../../../shared/locales/*/app.ftl', { query: '?raw', import: 'default' }),
  ),
});
