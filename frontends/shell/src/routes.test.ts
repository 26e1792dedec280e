import { remotePageAt } from './routes.js';

describe('remotePageAt (the page the start-up loads before the first render)', () => {
  it('finds the remote page each URL shows, as the router matches it', () => {
    expect(remotePageAt('/')).toMatchObject({ remote: 'store', module: 'HomePage' });
    expect(remotePageAt('/tienda')).toMatchObject({ remote: 'store', module: 'StoreApp' });
    expect(remotePageAt('/tienda/software-restaurant')).toMatchObject({ remote: 'store', module: 'StoreApp' });
    expect(remotePageAt('/soluciones/software-para-restaurantes')).toMatchObject({ remote: 'store', module: 'LandingPage' });
    expect(remotePageAt('/cuenta')).toMatchObject({ remote: 'account', module: 'AccountApp' });
    expect(remotePageAt('/admin/facturacion/facturas')).toMatchObject({ remote: 'admin', module: 'AdminApp' });
    expect(remotePageAt('/restaurant/panelControl')).toMatchObject({ remote: 'restaurant', module: 'RestaurantApp' });
  });

  it('finds none for a URL the router answers with the not-found page', () => {
    expect(remotePageAt('/foo')).toBeUndefined();
    expect(remotePageAt('/soluciones/a/b')).toBeUndefined();
    expect(remotePageAt('/tiendas')).toBeUndefined();
  });
});
