import './zod-setup';
import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/tiptap/styles.css';
import '../ui/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { followOtherTabs } from '../session/other-tabs';
import { BrandProvider } from '../ui/theme/BrandProvider';
import { createQueryClient } from './query-client';
import { router } from './router';

const queryClient = createQueryClient();
followOtherTabs(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrandProvider>
        <RouterProvider router={router} />
      </BrandProvider>
    </QueryClientProvider>
  </StrictMode>,
);
