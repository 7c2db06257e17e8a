// The app's catalog (English bundled) with the app's first chunk; main.tsx starts the language.
import '../i18n/app-catalog';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
