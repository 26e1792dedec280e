import { webAppConfig } from '../webpack.factory.mjs';

export default webAppConfig({
  name: 'account',
  dir: new URL('.', import.meta.url),
  exposes: {
    './AccountApp': './src/account-app.tsx',
    // Opened from anywhere on open-fe-profile-modal; the shell loads it on first use.
    './InvoicingProfileModal': './src/invoicing-profile/invoicing-profile-modal.tsx',
  },
});
