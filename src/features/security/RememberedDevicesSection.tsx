// Remembered devices: the devices that skip the code at sign-in, with their browser, when they were remembered and
// last used. Forgetting one (or all) makes the next sign-in from it ask for a code again. Read-only for a CSR.
import {
  useForgetAllDevicesMutation,
  useForgetDeviceMutation,
  type RememberedDevice,
} from '../../../api/security/endpoints';
import { useT } from '../../lib/i18n';
import { ChangeButton, deviceLabel, Item, SecuritySection, OutcomeLine, useOutcome, when } from './securityParts';

interface Props {
  devices: RememberedDevice[];
  readOnly: boolean;
}

export function RememberedDevicesSection({ devices, readOnly }: Props) {
  const { t, lang } = useT();
  const [forget, forgetting] = useForgetDeviceMutation();
  const [forgetAll, forgettingAll] = useForgetAllDevicesMutation();
  const { outcome, run } = useOutcome();
  const busy = forgetting.isLoading || forgettingAll.isLoading;
  const shared = { busy, run, failed: 'security.devices.failed' } as const;

  return (
    <SecuritySection
      data-testid="security-devices"
      words="security.devices"
      outcome={<OutcomeLine outcome={outcome} t={t} />}
      after={
        !readOnly &&
        devices.length > 1 && (
          <ChangeButton change={() => forgetAll().unwrap()} ok="security.devices.allForgotten" {...shared}>
            {t('security.devices.forgetAll')}
          </ChangeButton>
        )
      }
    >
      {devices.map((d) => {
        const device = deviceLabel(t, d.device);
        return (
          <Item
            key={d.id}
            name={device}
            facts={[
              [t('security.devices.remembered'), when(d.rememberedAt, lang)],
              [t('security.devices.lastUsed'), when(d.lastUsedAt, lang)],
            ]}
            action={
              !readOnly && (
                <ChangeButton
                  name={t('security.devices.forgetNamed', { device, date: when(d.rememberedAt, lang) })}
                  change={() => forget({ id: d.id }).unwrap()}
                  ok="security.devices.forgotten"
                  {...shared}
                >
                  {t('security.devices.forget')}
                </ChangeButton>
              )
            }
          />
        );
      })}
    </SecuritySection>
  );
}
