import { AppToaster } from '../components/AppToaster.tsx';
import { CatalogueProvider } from '../i18n/CatalogueProvider.tsx';
import { ApolloRoot } from './apollo/ApolloRoot.tsx';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { TenancyProvider } from './tenancy/TenancyProvider.tsx';
import { ThemeRoot } from './theme/ThemeRoot.tsx';

export function App() {
  return (
    <CatalogueProvider>
      <ThemeRoot>
        <AppToaster />
        <ApolloRoot>
          <TenancyProvider>
            <AppRoutes />
          </TenancyProvider>
        </ApolloRoot>
      </ThemeRoot>
    </CatalogueProvider>
  );
}
