// The browser's device id: a random id in a cookie only the server sets and reads (HttpOnly, so no script on the
// page can read or copy it; Secure on https by server/http/security.ts). The browser's blackBox (coarse traits: user
// agent, language, time zone) is combined with it, so a device is "this cookie in this browser". The cookie lives as
// long as a remembered device does, and is renewed when the customer asks us to remember the device.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'portal_device_id';
/** How long "Remember this device" lasts (90 days, the common bank practice). */
export const REMEMBERED_DEVICE_MS = 90 * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyRequest {
    /** The device id this request carries, or the one its response is giving the browser. */
    deviceId?: string;
  }
}

/** The device id in a Cookie header, if it holds a well-formed one. */
export function deviceIdOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value && UUID.test(value)) return value.toLowerCase();
  }
  return undefined;
}

/** What the device digests are taken over; with no device id there is no device to recognise (undefined). */
export function deviceKey(deviceId: string | undefined, blackBox: string): string | undefined {
  return deviceId ? `${deviceId}:${blackBox}` : undefined;
}

/** Gives the browser its device cookie, for the full remembered-device lifetime. */
export function setDeviceCookie(reply: FastifyReply, deviceId: string): void {
  reply.header('set-cookie', `${DEVICE_COOKIE}=${deviceId}; Path=/; Max-Age=${REMEMBERED_DEVICE_MS / 1000}`);
}

/**
 * Every request learns its device id; a browser without one gets one with the response (the page shell is the first
 * thing a browser asks for, so its API calls carry it already).
 */
export function registerDeviceCookie(app: FastifyInstance): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply) => {
    const header = req.headers.cookie;
    req.deviceId = deviceIdOf(Array.isArray(header) ? header.join('; ') : header);
    if (req.deviceId) return;
    req.deviceId = randomUUID();
    setDeviceCookie(reply, req.deviceId);
  });
}
