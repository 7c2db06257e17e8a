import { BrowserRouter } from 'react-router-dom';
import { LazyToaster as Toaster } from '../ui/toast/lazy-toaster';
import { AppRoutes, preloadRoute } from './router';

// The layouts and the screen of the opened path start loading with this module, side by side.
preloadRoute(window.location.pathname);

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <Toaster />
    </BrowserRouter>
  );
}
