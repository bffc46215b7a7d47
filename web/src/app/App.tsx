import { AppToaster } from '../components/AppToaster.tsx';
import { CatalogueProvider } from '../i18n/CatalogueProvider.tsx';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { ThemeRoot } from './theme/ThemeRoot.tsx';

/** What every page shares; Apollo Client comes with the pages that call the server (AppRoutes). */
export function App() {
  return (
    <CatalogueProvider>
      <ThemeRoot>
        <AppToaster />
        <AppRoutes />
      </ThemeRoot>
    </CatalogueProvider>
  );
}
