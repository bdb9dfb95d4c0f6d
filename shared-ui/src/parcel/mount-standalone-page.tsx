import { createRoot } from 'react-dom/client';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { PortalToaster } from '../toast';

type Options = { title: string; parcel: ParcelConfig; initialPath: string };

/**
 * A remote's own page: a plain host (no shell) that mounts the remote's
 * `./parcel` through single-spa, with a button to unmount and mount it again.
 */
export function mountStandalonePage(root: HTMLElement, { title, parcel: parcelConfig, initialPath }: Options) {
  root.innerHTML = `
    <main class="page standalone-harness">
      <header class="page-header">
        <h1></h1>
        <button type="button" class="btn" id="toggle-parcel">Desmontar</button>
      </header>
      <div id="parcel-host"></div>
      <div id="toaster-host"></div>
    </main>`;
  (root.querySelector('h1') as HTMLElement).textContent = title;
  createRoot(root.querySelector('#toaster-host') as HTMLElement).render(<PortalToaster />);

  const host = root.querySelector('#parcel-host') as HTMLElement;
  const toggle = root.querySelector('#toggle-parcel') as HTMLButtonElement;
  const mount = (): Parcel => {
    toggle.textContent = 'Desmontar';
    return mountRootParcel(parcelConfig, { domElement: host, initialPath });
  };
  let parcel: Parcel | null = mount();

  toggle.addEventListener('click', async () => {
    toggle.disabled = true;
    if (parcel) {
      await parcel.unmount();
      parcel = null;
      toggle.textContent = 'Montar';
    } else {
      parcel = mount();
      await parcel.mountPromise;
    }
    toggle.disabled = false;
  });
}
