import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { projectListPath } from '../../../../shared/routes';
import { toast } from '../../../lib/toasts';
import { useSaveCartAsList } from '../api/use-shared-list';
import { ListNameDialog } from './list-name-dialog';

/** The cart page's "Save as list": the cart's products and quantities become a new job-site list, which then opens. */
export function SaveCartAsList() {
  const [open, setOpen] = useState(false);
  const save = useSaveCartAsList();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" className="btn btn-outline btn-primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <ListPlus aria-hidden="true" size={18} />
        Save as list
      </button>
      <ListNameDialog
        open={open}
        title="Save the cart as a list"
        lead="Its products and quantities become a new job-site list; the cart stays as it is."
        confirmLabel="Save list"
        pending={save.isPending}
        onClose={() => setOpen(false)}
        onSubmit={async (name) => {
          const reply = await save.mutateAsync(name);
          toast.success(reply.message);
          setOpen(false);
          void navigate(projectListPath(reply.list.id));
        }}
      />
    </>
  );
}
