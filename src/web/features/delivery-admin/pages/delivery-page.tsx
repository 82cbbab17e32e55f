import { MapPinPlus } from 'lucide-react';
import { useState } from 'react';
import type { DeliveryZoneView } from '../../../../shared/schemas/delivery';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { actionToasts, useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeliverySettings } from '../api/use-delivery-settings';
import { useDeliveryZones } from '../api/use-delivery-zones';
import { useUpdateZone } from '../api/use-zone-changes';
import { CashOnDeliveryForm } from '../components/cash-on-delivery-form';
import { ZoneFormDialog, type ZoneFormTarget } from '../components/zone-form-dialog';
import { ZonesTable } from '../components/zones-table';

const TITLE_ID = 'delivery-title';

/** Issue 14 §2, admins: delivery zones with their fees and slot capacity, and the cash-on-delivery maximum. */
export default function DeliveryPage() {
  useDocumentTitle('Delivery');
  const zones = useDeliveryZones();
  const settings = useDeliverySettings();
  const [form, setForm] = useState<ZoneFormTarget | null>(null);
  const setActive = useUpdateZone();
  const deactivate = useConfirmedAction<DeliveryZoneView>({
    mutate: (id, callbacks) => setActive.mutate({ id, changes: { active: false } }, callbacks),
    isPending: setActive.isPending,
  });
  const activate = (zone: DeliveryZoneView) => setActive.mutate({ id: zone.id, changes: { active: true } }, actionToasts);
  const toDeactivate = deactivate.item;
  const activating = setActive.isPending && setActive.variables.changes.active === true ? setActive.variables.id : null;

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Delivery"
        titleId={TITLE_ID}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setForm({ zone: null })}>
            <MapPinPlus aria-hidden="true" size={18} /> Add zone
          </button>
        }
      >
        Where the shop delivers, what home and site delivery cost, and how many deliveries each time slot takes. Addresses outside every active zone can still pick up from the shop.
      </PageHeader>
      <section aria-labelledby="zones-title" className="mb-10">
        <h2 id="zones-title" className="mb-3 text-xl font-bold">
          Zones{zones.data ? ` (${zones.data.zones.length})` : ''}
        </h2>
        {zones.isPending ? (
          <Spinner label="Loading delivery zones…" className="min-h-48" />
        ) : zones.isError ? (
          <ErrorState title="We could not load the delivery zones" message={errorMessage(zones.error)} onRetry={() => void zones.refetch()} />
        ) : zones.data.zones.length === 0 ? (
          <EmptyState title="The shop does not deliver anywhere yet">Add the first zone with “Add zone”; until then customers pick up from the shop.</EmptyState>
        ) : (
          <ZonesTable zones={zones.data.zones} onEdit={(zone) => setForm({ zone })} onDeactivate={deactivate.ask} onActivate={activate} activating={activating} />
        )}
      </section>
      {settings.isPending ? (
        <Spinner label="Loading the cash-on-delivery maximum…" className="min-h-32" />
      ) : settings.isError ? (
        <ErrorState title="We could not load the cash-on-delivery maximum" message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        <CashOnDeliveryForm current={settings.data.cashOnDeliveryMax} />
      )}
      <ZoneFormDialog target={form} onClose={() => setForm(null)} />
      <ConfirmDialog title={toDeactivate ? `Deactivate ${toDeactivate.name}?` : 'Deactivate zone?'} confirmLabel="Deactivate" {...deactivate.dialog}>
        {toDeactivate && (
          <p>
            Addresses in <strong className="font-semibold text-base-content">{toDeactivate.name}</strong> get no home or site delivery until you activate it again (a more general zone may then cover them).
            Deliveries already booked stay booked.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
