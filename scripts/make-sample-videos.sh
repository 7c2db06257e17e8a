#!/bin/sh
# Regenerates the video feed's sample clips (miniapp/public/videos/v1..v4.webm) and their posters.
# Needs ffmpeg with libvpx-vp9 and drawtext; the output is committed, so CI never runs this.
# Durations must match VIDEO_CATALOGUE in shared/src/domain/videos.ts.
set -eu
out="$(dirname "$0")/../miniapp/public/videos"
mkdir -p "$out"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# id duration colour-a colour-b title
clip() {
  id=$1 dur=$2 c0=$3 c1=$4 title=$5
  src="gradients=s=360x640:r=24:c0=${c0}:c1=${c1}:x0=0:y0=0:x1=360:y1=640:speed=0.05:duration=${dur}"
  text="drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=30:x=(w-text_w)/2:y=h*0.36+30*sin(t):shadowcolor=black@0.5:shadowx=2:shadowy=2"
  clock="drawtext=fontfile=${font}:text='%{eif\:t\:d} s':fontcolor=white@0.85:fontsize=44:x=(w-text_w)/2:y=h*0.5"
  ring="drawbox=x=40+(iw-120)*(0.5+0.5*sin(t*1.3)):y=ih*0.62:w=40:h=40:color=white@0.7:t=fill"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$src" -vf "${text},${clock},${ring}" \
    -c:v libvpx-vp9 -b:v 70k -maxrate 110k -bufsize 220k -row-mt 1 -deadline good -cpu-used 4 \
    -g 48 -pix_fmt yuv420p -an "$out/$id.webm"
  ffmpeg -hide_banner -loglevel error -y -ss 1 -i "$out/$id.webm" -frames:v 1 -q:v 6 "$out/$id.jpg"
}

clip v1 12 0xff8a3d 0x8b2fc9 'Sample clip 1'
clip v2 15 0x2b1055 0xd53369 'Sample clip 2'
clip v3 10 0x00b4db 0x1d2b64 'Sample clip 3'
clip v4 14 0xf953c6 0x3a1c71 'Sample clip 4'
ls -l "$out"
