import { createContext, useContext, type ComponentType } from 'react';

/**
 * Hooks one feature can offer another without either importing the other (features never import each
 * other): src/app fills these in with the features' real components, a feature only reads them.
 */

/** An action item a feature knows how to open (e.g. type 13, an access request, opens its dialog). */
export interface ActionOpener {
  canOpen: (type: number) => boolean;
  open: (item: { id: string; type: number }) => void;
}

const noOpener: ActionOpener = { canOpen: () => false, open: () => undefined };
export const ActionOpenerContext = createContext<ActionOpener>(noOpener);
export const useActionOpener = (): ActionOpener => useContext(ActionOpenerContext);

/** The vault's upload dialog, offered to features that let a user add a missing document. */
export interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
}

export const UploadDialogContext = createContext<ComponentType<UploadDialogProps> | null>(null);
export const useUploadDialog = (): ComponentType<UploadDialogProps> | null => useContext(UploadDialogContext);

/** The liveness feature's selfie check (issue 12), offered to the ID review flow and the profile page. */
export interface SelfieCheckProps {
  /** The person checked: a representative's profile, or the acting person when left out. */
  profileId?: string | undefined;
  /** Shown right after an ID document was confirmed: says why a selfie is asked for. */
  afterIdConfirmed?: boolean;
  /** Shows a Done button (a step of a dialog) that calls this. */
  onDone?: () => void;
}

export const SelfieCheckContext = createContext<ComponentType<SelfieCheckProps> | null>(null);
export const useSelfieCheck = (): ComponentType<SelfieCheckProps> | null => useContext(SelfieCheckContext);
