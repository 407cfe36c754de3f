import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/utils/api.server";
import { action } from "./__organizations-approve.server";

const refused = (code: string, status = 422) =>
  new ApiError(String(status), {
    status,
    method: "PUT",
    path: "/api/v1/organizations/10/approve",
    errors: [{ status: String(status), code, source: { pointer: "/data/attributes/nov_checklist" } }],
  });

function post(entries: Record<string, string>, put: ReturnType<typeof vi.fn>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.append(name, value);
  const request = new Request("http://oldebroek.localhost/organizations/approve", { method: "POST", body });
  const context = { api: { put } } as unknown as AppLoadContext;
  return action({ request, context, params: {} });
}

describe("the approval queue's action", () => {
  it("a first approval without NOV criteria comes back to its row asking 'approve without criteria', the reason kept", async () => {
    const put = vi.fn().mockRejectedValue(refused("nov_unchecked"));
    const answer = await post({ id: "10", intent: "approve", reason: "Nog geen verzekering" }, put);
    expect(answer).toEqual({
      id: "10",
      error: "approve.noCriteria",
      confirmWithoutCriteria: true,
      reason: "Nog geen verzekering",
    });
    const sent = put.mock.calls[0][1].body.data.attributes;
    expect(sent).toMatchObject({ status: "approved", reason: "Nog geen verzekering", nov_checklist: { social_purpose: false } });
    expect(sent).not.toHaveProperty("approve_without_criteria");
  });

  it("sends the ticked criteria as the contract's nov_checklist (keys snake_case, unticked ones false)", async () => {
    const put = vi.fn().mockRejectedValue(refused("invalid_transition"));
    await post(
      { id: "10", intent: "approve", "novChecklist.social_purpose": "on", "novChecklist.volunteer_insurance": "on" },
      put,
    );
    const sent = put.mock.calls[0][1].body.data.attributes;
    expect(sent.nov_checklist).toMatchObject({ social_purpose: true, volunteer_insurance: true });
    expect(Object.values(sent.nov_checklist).filter(Boolean)).toHaveLength(2);
    expect(sent.reason).toBeNull();
  });

  it("the second post confirms: approved with approve_without_criteria; another refusal is the row's plain failure", async () => {
    const put = vi.fn().mockRejectedValue(refused("invalid_transition"));
    const answer = await post({ id: "10", intent: "approve_without_criteria" }, put);
    expect(put.mock.calls[0][1].body.data.attributes).toMatchObject({ status: "approved", approve_without_criteria: true });
    expect(answer).toEqual({ id: "10", error: "approve.failed", detail: "invalid_transition" });
    // An intent the queue does not know writes nothing.
    const none = vi.fn();
    expect(await post({ id: "10", intent: "delete" }, none)).toEqual({ id: "10", error: "approve.failed" });
    expect(none).not.toHaveBeenCalled();
  });
});
