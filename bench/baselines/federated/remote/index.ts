import('./Panel');
