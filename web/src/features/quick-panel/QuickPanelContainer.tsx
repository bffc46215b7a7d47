import { useQuickPanelQuery } from '../../generated/graphql.ts';
import { QuickPanel } from './QuickPanel.tsx';

export interface QuickPanelContainerProps {
  open: boolean;
  onClose: () => void;
}

/** Reads the quick-panel data once the panel is first opened. */
export function QuickPanelContainer({ open, onClose }: QuickPanelContainerProps) {
  const { loading, error } = useQuickPanelQuery({ skip: !open, context: { silent: true } });
  return <QuickPanel open={open} onClose={onClose} loading={loading} failed={Boolean(error)} />;
}
