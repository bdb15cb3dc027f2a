// The store map (loaded lazily with Leaflet, so no other page carries it): a marker per store shown, numbered as in
// the list, on tiles from the configured server. Markers and the list work without a single tile (tests abort them;
// a deployment may have none). Markers are a pointer extra: not tab stops, since the list is the keyboard's way to
// choose. Leaflet's stylesheet is a file from the portal's own origin, which the Content-Security-Policy allows.
import 'leaflet/dist/leaflet.css';
import { divIcon, latLngBounds, type DivIcon } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import styled from 'styled-components';
import { useAppSelector } from '../../../store/hooks';
import { useT } from '../../lib/i18n';
import type { StoreResult, StoreSearchOrigin } from '../../lib/stores';

const Frame = styled.div`
  height: 320px;
  margin-bottom: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  .leaflet-container {
    height: 100%;
    font: inherit;
  }
  /* Leaflet positions the marker element itself (its transform), so the pin is drawn by an inner element. */
  .store-marker .pin {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    box-sizing: border-box;
    border-radius: 50% 50% 50% 0;
    transform: rotate(-45deg);
    background: ${({ theme }) => theme.colors.surface};
    border: 3px solid ${({ theme }) => theme.colors.primary};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.35);
    cursor: pointer;
  }
  .store-marker .pin span {
    transform: rotate(45deg);
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: 13px;
    line-height: 1;
  }
  .store-marker.is-chosen .pin {
    background: ${({ theme }) => theme.colors.primary};
  }
  .store-marker.is-chosen .pin span {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  /* Leaflet's credit line on a solid fill, in the page's own colours, so it reads on any tile (or none). */
  .leaflet-control-attribution {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  .leaflet-control-attribution a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const ZOOM_AT = 'topright';

const pin = (n: number, chosen: boolean): DivIcon =>
  divIcon({
    className: chosen ? 'store-marker is-chosen' : 'store-marker',
    html: `<span class="pin"><span>${n}</span></span>`,
    iconSize: [28, 28],
    // The pin's point: its rotated bottom-left corner, a little below the box.
    iconAnchor: [14, 34],
  });

/** Frames the stores shown (or the searched place when there are none) whenever they change. */
function FitToStores({ stores, origin }: { stores: StoreResult[]; origin: StoreSearchOrigin | null }) {
  const map = useMap();
  const key = stores.map((s) => s.storeNumber).join(',');
  useEffect(() => {
    if (stores.length > 0) {
      map.fitBounds(latLngBounds(stores.map((s) => [s.latitude, s.longitude])), {
        paddingTopLeft: [32, 56],
        paddingBottomRight: [32, 32],
        maxZoom: 13,
      });
    } else if (origin) {
      map.setView([origin.latitude, origin.longitude], 10);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stores' numbers (key) say when the set changed; the array itself is new on every render
  }, [map, key, origin]);
  return null;
}

interface Props {
  stores: StoreResult[];
  origin: StoreSearchOrigin | null;
  chosen: string | null;
  onChoose: (store: StoreResult) => void;
}

export default function StoreMap({ stores, origin, chosen, onChoose }: Props) {
  const { t } = useT();
  const tiles = useAppSelector((s) => s.stores.tiles);
  const first = stores[0] ?? origin;
  const center = useMemo<[number, number]>(
    () => (first ? [first.latitude, first.longitude] : [39.9612, -82.9988]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first view: later ones are FitToStores' work
    [],
  );
  return (
    <Frame role="region" aria-label={t('stores.map.label')} data-testid="store-map">
      <MapContainer center={center} zoom={10} scrollWheelZoom={false} keyboard={false} zoomControl={false}>
        <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />
        <ZoomControl position={ZOOM_AT} zoomInTitle={t('stores.map.zoomIn')} zoomOutTitle={t('stores.map.zoomOut')} />
        {stores.map((store, i) => (
          <Marker
            key={store.storeNumber}
            position={[store.latitude, store.longitude]}
            icon={pin(i + 1, store.storeNumber === chosen)}
            keyboard={false}
            title={store.storeName}
            eventHandlers={{ click: () => onChoose(store) }}
          />
        ))}
        <FitToStores stores={stores} origin={origin} />
      </MapContainer>
    </Frame>
  );
}
