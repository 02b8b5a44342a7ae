/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { PhotoUpload } from "@/components/checkout/photo-upload";
import { Toaster } from "@/components/ui/toaster";
import { dismiss } from "@/components/ui/use-toast";

const fetchMock = jest.fn();

beforeAll(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => "blob:preview"), revokeObjectURL: jest.fn() });
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  fetchMock.mockReset();
  act(() => dismiss());
});

function setup() {
  const onChange = jest.fn();
  const view = render(
    <>
      <PhotoUpload onChange={onChange} />
      <Toaster />
    </>,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { onChange, choose };
}

/** jsdom has no fetch Response: the fields the upload reads. */
const reply = (status: number, body: unknown = {}) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: status === 200 ? "OK" : "Error",
  json: async () => body,
  text: async () => JSON.stringify(body),
});

const image = (size = 10, type = "image/png") => {
  const file = new File([new Uint8Array(10)], "tattoo.png", { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

describe("PhotoUpload", () => {
  it("refuses a file that is not an image without uploading it", () => {
    const { choose, onChange } = setup();
    choose(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(screen.getByText("Invalid File Type")).toBeInTheDocument();
    expect(screen.getByText("Please select an image file (JPG, PNG, etc.).")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses an image over 10 MB", () => {
    const { choose } = setup();
    choose(image(10 * 1024 * 1024 + 1));
    expect(screen.getByText("File Too Large")).toBeInTheDocument();
    expect(screen.getByText("Please select an image smaller than 10MB.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("PUTs the file to the signed address and hands over the address without its query", async () => {
    fetchMock
      .mockResolvedValueOnce(reply(200, { uploadURL: "/api/objects/uploads/abc?expires=1&signature=s" }))
      .mockResolvedValueOnce(reply(200));
    const { choose, onChange } = setup();
    choose(image());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("/api/objects/uploads/abc"));
    expect(fetchMock.mock.calls[1][0]).toBe("/api/objects/uploads/abc?expires=1&signature=s");
    expect(fetchMock.mock.calls[1][1]).toMatchObject({ method: "PUT", headers: { "Content-Type": "image/png" } });
    expect(screen.getByRole("img", { name: "Photo uploaded" })).toBeInTheDocument();
    expect(screen.getByText("Your photo has been uploaded successfully!")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByAltText("Preview of your tattoo photo")).not.toBeInTheDocument();
  });

  it("clears the preview and says Upload Failed when the PUT fails", async () => {
    fetchMock
      .mockResolvedValueOnce(reply(200, { uploadURL: "/api/objects/uploads/abc?x=1" }))
      .mockResolvedValueOnce(reply(500));
    const { choose, onChange } = setup();
    choose(image());
    expect(await screen.findByText("Upload Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to upload photo. Please try again.")).toBeInTheDocument();
    expect(screen.queryByAltText("Preview of your tattoo photo")).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
