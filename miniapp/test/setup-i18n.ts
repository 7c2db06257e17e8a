// Every miniapp test sees the app's texts in English, as the app does before another language loads.
import '../src/i18n/app-catalog';
import { setLanguage } from '../src/i18n/i18n';

await setLanguage('en');
