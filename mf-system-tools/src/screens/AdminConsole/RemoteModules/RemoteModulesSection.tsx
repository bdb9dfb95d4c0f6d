import { AwaitLoadError, EmptyState, Loader } from '@portal/shared-ui';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { ModuleCard } from './ModuleCard';
import { MODULE_TEXTS } from './module-texts';
import type { RemoteModulesData } from './remote-modules.data';
import './remote-modules.css';

/**
 * 'Módulos': every remote of the environment's registry. Read apart from the rest of the console, so the logs show
 * while the registry answers, and a registry that cannot be read fails only this section.
 */
export function RemoteModulesSection({ data }: { data: Promise<RemoteModulesData> }) {
  return (
    <section className="card modules-section" aria-labelledby="modules-section-title">
      <h2 id="modules-section-title">{MODULE_TEXTS.SECTION}</h2>
      <p className="muted">{MODULE_TEXTS.INTRO}</p>
      <Suspense fallback={<Loader label={MODULE_TEXTS.LOADING} />}>
        <Await resolve={data} errorElement={<AwaitLoadError message={MODULE_TEXTS.LOAD_ERROR} />}>
          {({ modules, publishers }: RemoteModulesData) =>
            modules.length === 0 ? (
              <EmptyState message={MODULE_TEXTS.EMPTY} />
            ) : (
              <div className="module-list">
                {modules.map((module) => (
                  <ModuleCard key={module.name} module={module} publishers={publishers} />
                ))}
              </div>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}
